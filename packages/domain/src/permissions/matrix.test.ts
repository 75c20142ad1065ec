import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIONS, type TAction, type TPermissionString } from './actions.ts';
import { can } from './can.ts';
import { permissionStringsOf, ROLE_PERMISSION_STRINGS } from './matrix.ts';
import { isPaidRole, ROLES, type TRole } from './roles.ts';

/**
 * The expected role x action table, written out by hand so that any change of the matrix
 * (intended or not) makes this test fail and has to be confirmed here.
 * Columns: Owner, Admin, Manager, Member, Observer, Implementer.
 */
const EXPECTED: Record<TAction, [boolean, boolean, boolean, boolean, boolean, boolean]> = {
  //                    Owner  Admin  Manag  Membr  Obsrv  Implm
  'org.read': [true, true, true, true, true, true],
  'org.update': [true, true, false, false, false, false],
  'org.delete': [true, false, false, false, false, false],
  'org.transferOwnership': [true, false, false, false, false, false],
  'org.requireTwoFactor': [true, false, false, false, false, false],
  'org.requireSso': [true, false, false, false, false, false],
  'org.allowAccessTokens': [true, false, false, false, false, false],
  'org.renameTerms': [true, false, false, false, false, false],
  'org.export': [true, true, false, false, false, false],
  'org.import': [true, true, false, false, false, false],
  'people.read': [true, true, true, true, true, true],
  'people.add': [true, true, false, false, false, false],
  'people.changeRole': [true, true, false, false, false, false],
  'people.remove': [true, true, false, false, false, false],
  'billing.update': [true, false, false, false, false, false],
  'license.update': [true, true, false, false, false, false],
  'appConfig.update': [true, false, false, false, false, false],
  'content.read': [true, true, true, true, true, true],
  'content.change': [true, true, true, true, false, true],
  'meetings.read': [true, true, true, true, true, true],
  'meetings.create': [true, true, true, true, false, true],
  'meetings.update': [true, true, true, true, false, true],
  'meetings.archive': [true, true, true, true, false, true],
  'meetings.favorite': [true, true, true, true, true, true],
  'webhooks.manage': [true, true, false, false, false, false],
};

const COLUMN_ORDER: TRole[] = ['Owner', 'Admin', 'Manager', 'Member', 'Observer', 'Implementer'];

/** Actions that only look: everything else changes something. */
const READ_ACTIONS: readonly TAction[] = ['org.read', 'people.read', 'content.read', 'meetings.read'];
/** Actions that change only the caller's own preferences (never shared content). */
const PERSONAL_ACTIONS: readonly TAction[] = ['meetings.favorite'];

describe('the role x action matrix', () => {
  it('lists every action and every role in the expected table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
    expect([...COLUMN_ORDER].sort()).toEqual([...ROLES].sort());
  });

  const cases = ACTIONS.flatMap((action) =>
    COLUMN_ORDER.map((role, column) => ({ action, role, allowed: EXPECTED[action][column] })),
  );
  it.each(cases)('$role may $action: $allowed', ({ action, role, allowed }) => {
    expect(can({ role }, action)).toBe(allowed);
  });

  it('refuses everything without an actor', () => {
    for (const action of ACTIONS) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });
});

describe('the scope|action strings of each role', () => {
  const expected: Record<TRole, TPermissionString[]> = {
    Owner: [
      'Read|Organization',
      'Update|Organization',
      'Delete|Organization',
      'Update|Billing',
      'Read|Billing',
      'Update|License',
      'Read|License',
    ],
    Admin: ['Read|Organization', 'Update|Organization', 'Update|License', 'Read|License'],
    Manager: ['Read|Organization'],
    Member: ['Read|Organization'],
    Observer: ['Read|Organization'],
    Implementer: ['Read|Organization'],
  };
  it.each(ROLES)('%s holds exactly its strings', (role) => {
    expect([...ROLE_PERMISSION_STRINGS[role]].sort()).toEqual([...expected[role]].sort());
  });

  it('the Owner holds Update|Billing (000 §3 example)', () => {
    expect(ROLE_PERMISSION_STRINGS.Owner).toContain('Update|Billing');
  });
});

describe('licences (000 §6)', () => {
  it.each([
    ['Owner', true],
    ['Admin', true],
    ['Manager', true],
    ['Member', true],
    ['Observer', false],
    ['Implementer', false],
  ] as const)('%s takes a paid licence: %s', (role, paid) => {
    expect(isPaidRole(role)).toBe(paid);
  });
});

describe('matrix properties', () => {
  const role = fc.constantFrom(...ROLES);
  const action = fc.constantFrom(...ACTIONS);
  const mutation = fc.constantFrom(
    ...ACTIONS.filter((a) => !READ_ACTIONS.includes(a) && !PERSONAL_ACTIONS.includes(a)),
  );

  it('an Observer never changes anything: no content, no people, no settings', () => {
    fc.assert(fc.property(mutation, (a) => !can({ role: 'Observer' }, a)));
  });

  it('every role may keep its own preferences (favourite meetings)', () => {
    fc.assert(fc.property(role, fc.constantFrom(...PERSONAL_ACTIONS), (r, a) => can({ role: r }, a)));
  });

  it('every role may read the organisation, its people and its content', () => {
    fc.assert(fc.property(role, fc.constantFrom(...READ_ACTIONS), (r, a) => can({ role: r }, a)));
  });

  it('the Owner may do whatever any other role may do', () => {
    fc.assert(fc.property(role, action, (r, a) => !can({ role: r }, a) || can({ role: 'Owner' }, a)));
  });

  it('an Admin may do whatever a Manager, Member or Observer may do', () => {
    const lower = fc.constantFrom<TRole>('Manager', 'Member', 'Observer');
    fc.assert(fc.property(lower, action, (r, a) => !can({ role: r }, a) || can({ role: 'Admin' }, a)));
  });

  it('the scope|action strings agree with the matrix, so web and server never disagree', () => {
    const agreement: [TPermissionString, TAction][] = [
      ['Update|Organization', 'org.update'],
      ['Delete|Organization', 'org.delete'],
      ['Update|Billing', 'billing.update'],
      ['Update|License', 'license.update'],
    ];
    fc.assert(
      fc.property(
        role,
        fc.constantFrom(...agreement),
        (r, [text, a]) => ROLE_PERMISSION_STRINGS[r].includes(text) === can({ role: r }, a),
      ),
    );
  });

  it('adding people is never allowed to a role that cannot manage licences (invites need Update|License)', () => {
    fc.assert(
      fc.property(role, (r) => !can({ role: r }, 'people.add') || can({ role: r }, 'license.update')),
    );
  });
});

describe('permissionStringsOf', () => {
  it('adds billing to a granted paid role once, never to an Observer, and keeps the Owner’s as they are', () => {
    expect(permissionStringsOf({ role: 'Member', hasBillingPermission: false })).toEqual([
      'Read|Organization',
    ]);
    expect(permissionStringsOf({ role: 'Member', hasBillingPermission: true })).toEqual([
      'Read|Organization',
      'Update|Billing',
      'Read|Billing',
    ]);
    expect(permissionStringsOf({ role: 'Observer', hasBillingPermission: true })).toEqual([
      'Read|Organization',
    ]);
    expect(permissionStringsOf({ role: 'Owner', hasBillingPermission: true }).sort()).toEqual(
      [...ROLE_PERMISSION_STRINGS.Owner].sort(),
    );
  });
});
