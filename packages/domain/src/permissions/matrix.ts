import type { TAction, TPermissionString } from './actions.ts';
import type { TRole } from './roles.ts';

const everyone: TRole[] = ['Owner', 'Admin', 'Manager', 'Member', 'Observer', 'Implementer'];
const editors: TRole[] = ['Owner', 'Admin', 'Manager', 'Member', 'Implementer'];
const admins: TRole[] = ['Owner', 'Admin'];

/** The role x action matrix: which roles may perform each action. Used by server and web. */
export const PERMISSION_MATRIX: Record<TAction, readonly TRole[]> = {
  'org.read': everyone,
  'org.update': admins,
  'org.delete': ['Owner'],
  // Only the Owner hands the Owner level on (001 §7: Transfer, Owner only).
  'org.transferOwnership': ['Owner'],
  // The Owner alone requires two-factor sign-in of everyone (issue 28 point 7).
  'org.requireTwoFactor': ['Owner'],
  // The Owner alone requires single sign-on for the organisation's email domain (issue 34 point 1).
  'org.requireSso': ['Owner'],
  // The Owner alone turns personal access tokens off (or on) for everyone (issue 36 point 2).
  'org.allowAccessTokens': ['Owner'],
  // The Owner alone renames To-Do, Rock ... for everyone (issue 33, the organisation's own words).
  'org.renameTerms': ['Owner'],
  // Everything the organisation holds leaves in one file, or arrives as a new one (issue 37).
  'org.export': admins,
  'org.import': admins,
  'people.read': everyone,
  'people.add': admins,
  'people.changeRole': admins,
  'people.remove': admins,
  'billing.update': ['Owner'],
  'license.update': admins,
  'appConfig.update': ['Owner'],
  'content.read': everyone,
  'content.change': editors,
  // Meetings: every role reads the meetings it may see; Observers never change meeting content
  // (000 §6). Manager, Member and Implementer change only meetings they are invited to, Owner and
  // Admin any meeting: that per-meeting rule is `canChangeMeeting` in meetings/meeting-access.ts.
  'meetings.read': everyone,
  'meetings.create': editors,
  'meetings.update': editors,
  'meetings.archive': editors,
  // Marking a meeting a favourite changes only the caller's own list, not the meeting.
  'meetings.favorite': everyone,
  // Webhooks send the organisation's changes elsewhere: Owner and Admin only (issue 36 point 3).
  'webhooks.manage': admins,
};

/** The spec's `scope|action` strings each role holds (e.g. `Update|Billing` for the Owner). */
export const ROLE_PERMISSION_STRINGS: Record<TRole, readonly TPermissionString[]> = {
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

/** What billing permission adds to a role's strings (002 §3 `Update|Billing`). */
const BILLING_PERMISSION_STRINGS: readonly TPermissionString[] = ['Update|Billing', 'Read|Billing'];

/**
 * A person's `scope|action` strings: their role's, plus billing when the Owner granted it to them
 * (001: "Owner or a person with permission Update|Billing manages billing"). A Free Observer never
 * holds billing (002 §4: the downgrade revokes it).
 */
export function permissionStringsOf(person: {
  role: TRole;
  hasBillingPermission: boolean;
}): TPermissionString[] {
  const strings = [...ROLE_PERMISSION_STRINGS[person.role]];
  if (!person.hasBillingPermission || person.role === 'Observer') return strings;
  return [...strings, ...BILLING_PERMISSION_STRINGS.filter((text) => !strings.includes(text))];
}
