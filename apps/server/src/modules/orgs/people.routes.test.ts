import { ID_TEXTS } from '@cairn/domain/common/ids.constants';
import { ORG_TEXTS } from '@cairn/domain/orgs/orgs.constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, people, users } from '../../db/schema/index.ts';
import { readOutbox } from '../../test/auth-helpers.ts';
import { buildMember, buildPerson, buildSession, buildUser } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ appUrl: 'https://cairn.example.com' });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  vi.restoreAllMocks();
});

const _readPerson = async (id: string) => (await app.db.select().from(people).where(eq(people.id, id)))[0];
const eventsOf = (entityId: string) => app.db.select().from(events).where(eq(events.entityId, entityId));
let emailCounter = 0;
const freshEmail = () => `new-${Date.now()}-${emailCounter++}@example.com`;

describe('GET /api/v2/people', () => {
  it('answers the current organisation’s people with licence and permission strings', async () => {
    const { org, person: owner, session } = await buildMember(app.db);
    const observer = await buildPerson(app.db, org.id, { role: 'Observer' });
    await buildMember(app.db);

    const res = await injectAs(app, session, { method: 'GET', url: '/api/v2/people' });

    expect(res.statusCode).toBe(200);
    const list = res.json().people as {
      id: string;
      hasLicense: boolean;
      permissions: string[];
      orgId: string;
    }[];
    expect(list.map((p) => p.id).sort()).toEqual([owner.id, observer.id].sort());
    expect(list.every((p) => p.orgId === org.id)).toBe(true);
    const ownerAnswer = list.find((p) => p.id === owner.id);
    expect(ownerAnswer).toMatchObject({ role: 'Owner', hasLicense: true, hasAccepted: true });
    expect(ownerAnswer?.permissions).toContain('Update|Billing');
    expect(list.find((p) => p.id === observer.id)).toMatchObject({
      role: 'Observer',
      hasLicense: false,
      hasAccepted: false,
      userId: null,
      permissions: ['Read|Organization'],
    });
  });

  it('narrows by ids; another organisation’s ids are silently absent', async () => {
    const { org, session } = await buildMember(app.db);
    const member = await buildPerson(app.db, org.id);
    await buildPerson(app.db, org.id);
    const foreign = await buildMember(app.db);

    const res = await injectAs(app, session, {
      method: 'GET',
      url: `/api/v2/people?ids=${member.id},${foreign.person.id}`,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().people.map((p: { id: string }) => p.id)).toEqual([member.id]);
  });

  it('answers an Observer too (everyone may read people)', async () => {
    const { org } = await buildMember(app.db);
    const observer = await buildMember(app.db, 'Observer', org.id);
    const res = await injectAs(app, observer.session, { method: 'GET', url: '/api/v2/people' });
    expect(res.statusCode).toBe(200);
    expect(res.json().people).toHaveLength(2);
  });

  it('answers 401 without a session, 403 without an organisation, 422 for ids that are not UUIDs', async () => {
    expect((await injectAs(app, null, { method: 'GET', url: '/api/v2/people' })).statusCode).toBe(401);
    const loner = await buildUser(app.db);
    const noOrg = await injectAs(app, await buildSession(app.db, loner, null), {
      method: 'GET',
      url: '/api/v2/people',
    });
    expect(noOrg.statusCode).toBe(403);
    const { session } = await buildMember(app.db);
    const bad = await injectAs(app, session, { method: 'GET', url: '/api/v2/people?ids=x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0]).toMatchObject({ field: 'ids', text: ID_TEXTS.invalidIds });
  });
});

describe('PUT /api/v2/org/add-member', () => {
  const add = (session: { token: string }, payload: Record<string, unknown>) =>
    injectAs(app, session, { method: 'PUT', url: '/api/v2/org/add-member', payload });

  it('adds a registered user as a person who has not accepted: typed names, no link, no mail', async () => {
    const { org, session } = await buildMember(app.db);
    const invitee = await buildUser(app.db, { firstName: 'Katherine', lastName: 'Johnson' });
    const live = vi.spyOn(app.live, 'entity');

    const res = await add(session, {
      firstName: 'Kathy',
      lastName: 'J',
      email: invitee.email.toUpperCase(),
      role: 'Manager',
    });

    expect(res.statusCode).toBe(200);
    const person = res.json().person;
    expect(res.json().id).toBe(person.id);
    expect(person).toMatchObject({
      orgId: org.id,
      userId: null,
      email: invitee.email,
      firstName: 'Kathy',
      lastName: 'J',
      role: 'Manager',
      hasAccepted: false,
      hasLicense: true,
    });
    expect(await readOutbox(app, invitee.email)).toEqual([]);
    const [user] = await app.db.select().from(users).where(eq(users.id, invitee.id));
    expect(user.defaultOrgId).not.toBe(org.id);
    const orgsOfInvitee = await injectAs(app, await buildSession(app.db, invitee, null), {
      method: 'GET',
      url: '/api/v2/orgs',
    });
    expect(orgsOfInvitee.json().orgs.map((o: { id: string }) => o.id)).not.toContain(org.id);
    expect((await eventsOf(person.id)).map((e) => e.action)).toEqual(['added']);
    expect(live).toHaveBeenCalledWith(
      'Added',
      expect.objectContaining({ entityId: person.id, type: 'person', orgId: org.id, personIds: [person.id] }),
    );
  });

  it('defaults the role to Member', async () => {
    const { session } = await buildMember(app.db);
    const res = await add(session, { firstName: 'Dorothy', lastName: 'Vaughan', email: freshEmail() });
    expect(res.statusCode).toBe(200);
    expect(res.json().person).toMatchObject({ role: 'Member', userId: null, hasAccepted: false });
  });

  it('lets an Admin add people', async () => {
    const { org } = await buildMember(app.db);
    const admin = await buildMember(app.db, 'Admin', org.id);
    const res = await add(admin.session, {
      firstName: 'A',
      lastName: 'B',
      email: freshEmail(),
      role: 'Admin',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 on email for someone already in the organisation (any letter case), adding nobody', async () => {
    const { org, session } = await buildMember(app.db);
    const existing = await buildPerson(app.db, org.id, { email: freshEmail() });
    const before = await app.db.select().from(people).where(eq(people.orgId, org.id));

    const res = await add(session, {
      firstName: 'A',
      lastName: 'B',
      email: existing.email.toUpperCase(),
      role: 'Member',
    });

    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ field: 'email', text: ORG_TEXTS.alreadyMember, type: 'error' }),
    ]);
    expect(await app.db.select().from(people).where(eq(people.orgId, org.id))).toEqual(before);
    expect(await readOutbox(app, existing.email)).toEqual([]);
  });

  it('adds one person when the same email is added twice at the same moment', async () => {
    const { org, session } = await buildMember(app.db);
    const email = freshEmail();
    const payload = { firstName: 'A', lastName: 'B', email, role: 'Member' };

    const answers = await Promise.all([add(session, payload), add(session, payload)]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const rows = await app.db
      .select()
      .from(people)
      .where(and(eq(people.orgId, org.id), eq(people.email, email)));
    expect(rows).toHaveLength(1);
  });

  it('allows the same email in two organisations', async () => {
    const email = freshEmail();
    const first = await buildMember(app.db);
    const second = await buildMember(app.db);
    expect(
      (await add(first.session, { firstName: 'A', lastName: 'B', email, role: 'Member' })).statusCode,
    ).toBe(200);
    expect(
      (await add(second.session, { firstName: 'A', lastName: 'B', email, role: 'Member' })).statusCode,
    ).toBe(200);
  });

  it.each(['Manager', 'Member', 'Observer', 'Implementer'] as const)(
    'answers 403 to a %s and adds nobody',
    async (role) => {
      const { org } = await buildMember(app.db);
      const other = await buildMember(app.db, role, org.id);
      const email = freshEmail();
      const res = await add(other.session, { firstName: 'A', lastName: 'B', email, role: 'Member' });
      expect(res.statusCode).toBe(403);
      expect(await app.db.select().from(people).where(eq(people.email, email))).toEqual([]);
    },
  );

  it('answers 401 without a session', async () => {
    const res = await injectAs(app, null, {
      method: 'PUT',
      url: '/api/v2/org/add-member',
      payload: { firstName: 'A', lastName: 'B', email: freshEmail(), role: 'Member' },
    });
    expect(res.statusCode).toBe(401);
  });

  it("takes the spec's username as the email people sign in with (001 §3), alone or matching", async () => {
    const { session } = await buildMember(app.db);
    const email = freshEmail();
    const byUsername = await add(session, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      username: email.toUpperCase(),
    });
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json().person).toMatchObject({ email, firstName: 'Katherine' });
    const both = freshEmail();
    const matching = await add(session, {
      firstName: 'Mary',
      lastName: 'Jackson',
      email: both,
      username: both,
    });
    expect(matching.statusCode).toBe(200);
    expect(matching.json().person.email).toBe(both);
  });

  it.each([
    ['email', { firstName: 'A', lastName: 'B', email: 'not-an-email', role: 'Member' }],
    ['firstName', { firstName: ' ', lastName: 'B', email: 'a@example.com', role: 'Member' }],
    ['lastName', { firstName: 'A', email: 'a@example.com', role: 'Member' }],
    ['role', { firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'Owner' }],
    ['role', { firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'Implementer' }],
    ['email', { firstName: 'A', lastName: 'B', role: 'Member' }],
    ['username', { firstName: 'A', lastName: 'B', username: 'not-an-email' }],
    ['username', { firstName: 'A', lastName: 'B', email: 'a@example.com', username: 'b@example.com' }],
  ])('answers 422 on field %s', async (field, payload) => {
    const { session } = await buildMember(app.db);
    const res = await add(session, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([expect.objectContaining({ field })]);
  });
});
