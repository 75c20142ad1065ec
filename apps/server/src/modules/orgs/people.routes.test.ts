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

const readPerson = async (id: string) => (await app.db.select().from(people).where(eq(people.id, id)))[0];
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

  it.each([
    ['email', { firstName: 'A', lastName: 'B', email: 'not-an-email', role: 'Member' }],
    ['firstName', { firstName: ' ', lastName: 'B', email: 'a@example.com', role: 'Member' }],
    ['lastName', { firstName: 'A', email: 'a@example.com', role: 'Member' }],
    ['role', { firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'Owner' }],
    ['role', { firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'Implementer' }],
  ])('answers 422 on field %s', async (field, payload) => {
    const { session } = await buildMember(app.db);
    const res = await add(session, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([expect.objectContaining({ field })]);
  });
});

describe('PUT /api/v2/person/{id}/role', () => {
  const changeRole = (session: { token: string }, id: string, payload: Record<string, unknown>) =>
    injectAs(app, session, { method: 'PUT', url: `/api/v2/person/${id}/role`, payload });

  it('changes the role, bumps the version, records and announces it', async () => {
    const { user, org, session } = await buildMember(app.db);
    const member = await buildPerson(app.db, org.id, { role: 'Member' });
    const live = vi.spyOn(app.live, 'entity');

    const res = await changeRole(session, member.id, { role: 'Admin', version: 0 });

    expect(res.statusCode).toBe(200);
    expect(res.json().person).toMatchObject({ id: member.id, role: 'Admin', version: 1 });
    expect(res.json().person.permissions).toContain('Update|License');
    expect(await readPerson(member.id)).toMatchObject({ role: 'Admin', version: 1 });
    const [event] = await eventsOf(member.id);
    expect(event).toMatchObject({
      action: 'roleChanged',
      actorUserId: user.id,
      data: { before: 'Member', after: 'Admin' },
    });
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({
        entityId: member.id,
        type: 'person',
        orgId: org.id,
        personIds: [member.id],
      }),
    );
  });

  it('changes nothing and records nothing when the role is the same', async () => {
    const { org, session } = await buildMember(app.db);
    const member = await buildPerson(app.db, org.id, { role: 'Member' });
    const res = await changeRole(session, member.id, { role: 'Member' });
    expect(res.statusCode).toBe(200);
    expect(await readPerson(member.id)).toMatchObject({ role: 'Member', version: 0 });
    expect(await eventsOf(member.id)).toEqual([]);
  });

  it('answers 422 on role for the Owner, whose role stays', async () => {
    const { org, person: owner } = await buildMember(app.db);
    const admin = await buildMember(app.db, 'Admin', org.id);
    const res = await changeRole(admin.session, owner.id, { role: 'Member' });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ field: 'role', text: ORG_TEXTS.cannotChangeOwner }),
    ]);
    expect(await readPerson(owner.id)).toMatchObject({ role: 'Owner', version: 0 });
  });

  it('answers 409 for a stale version and changes nothing', async () => {
    const { org, session } = await buildMember(app.db);
    const member = await buildPerson(app.db, org.id, { role: 'Member' });
    expect((await changeRole(session, member.id, { role: 'Manager', version: 0 })).statusCode).toBe(200);
    const before = await readPerson(member.id);

    const res = await changeRole(session, member.id, { role: 'Observer', version: 0 });

    expect(res.statusCode).toBe(409);
    expect(await readPerson(member.id)).toEqual(before);
  });

  it('answers 404 for another organisation’s person and for none, changing nothing', async () => {
    const { session } = await buildMember(app.db);
    const foreign = await buildMember(app.db);
    const target = await buildPerson(app.db, foreign.org.id, { role: 'Member' });
    for (const id of [target.id, '6ba7b810-9dad-41d1-80b4-00c04fd430c8']) {
      const res = await changeRole(session, id, { role: 'Admin' });
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0]).toMatchObject({ id: 'NOT_FOUND' });
    }
    expect(await readPerson(target.id)).toEqual(target);
  });

  it.each(['Manager', 'Member', 'Observer'] as const)('answers 403 to a %s', async (role) => {
    const { org } = await buildMember(app.db);
    const actor = await buildMember(app.db, role, org.id);
    const member = await buildPerson(app.db, org.id, { role: 'Member' });
    expect((await changeRole(actor.session, member.id, { role: 'Admin' })).statusCode).toBe(403);
    expect(await readPerson(member.id)).toMatchObject({ role: 'Member' });
  });

  it('answers 401 without a session and 422 for a bad role or id', async () => {
    const { org, session } = await buildMember(app.db);
    const member = await buildPerson(app.db, org.id);
    expect(
      (
        await injectAs(app, null, {
          method: 'PUT',
          url: `/api/v2/person/${member.id}/role`,
          payload: { role: 'Admin' },
        })
      ).statusCode,
    ).toBe(401);
    const owner = await changeRole(session, member.id, { role: 'Owner' });
    expect(owner.statusCode).toBe(422);
    expect(owner.json().messages[0]).toMatchObject({ field: 'role' });
    const badId = await changeRole(session, 'nope', { role: 'Admin' });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().messages[0]).toMatchObject({ field: 'id' });
  });
});

describe('DELETE /api/v2/person/{id}', () => {
  const remove = (session: { token: string } | null, id: string) =>
    injectAs(app, session, { method: 'DELETE', url: `/api/v2/person/${id}` });

  it('removes the person, clears their default organisation, records and announces it', async () => {
    const { user, org, session } = await buildMember(app.db);
    const leaving = await buildMember(app.db, 'Member', org.id);
    await app.db.update(users).set({ defaultOrgId: org.id }).where(eq(users.id, leaving.user.id));
    const live = vi.spyOn(app.live, 'entity');

    const res = await remove(session, leaving.person.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, messages: [], personId: leaving.person.id });
    expect(await readPerson(leaving.person.id)).toBeUndefined();
    const [after] = await app.db.select().from(users).where(eq(users.id, leaving.user.id));
    expect(after.defaultOrgId).toBeNull();
    const [event] = await eventsOf(leaving.person.id);
    expect(event).toMatchObject({ action: 'removed', actorUserId: user.id, orgId: org.id });
    expect(event.data).toMatchObject({ email: leaving.user.email, role: 'Member' });
    expect(live).toHaveBeenCalledWith(
      'Deleted',
      expect.objectContaining({
        entityId: leaving.person.id,
        type: 'person',
        orgId: org.id,
        personIds: [leaving.person.id],
      }),
    );
    const gone = await injectAs(app, leaving.session, { method: 'GET', url: '/api/v2/people' });
    expect(gone.statusCode).toBe(403);
  });

  it('answers 422 for the Owner and for oneself, removing nobody', async () => {
    const { org, person: owner } = await buildMember(app.db);
    const admin = await buildMember(app.db, 'Admin', org.id);

    const ownerRes = await remove(admin.session, owner.id);
    expect(ownerRes.statusCode).toBe(422);
    expect(ownerRes.json().messages[0]).toMatchObject({ text: ORG_TEXTS.cannotRemoveOwner });

    const selfRes = await remove(admin.session, admin.person.id);
    expect(selfRes.statusCode).toBe(422);
    expect(selfRes.json().messages[0]).toMatchObject({ text: ORG_TEXTS.cannotRemoveSelf });

    expect(await readPerson(owner.id)).toBeDefined();
    expect(await readPerson(admin.person.id)).toBeDefined();
  });

  it('answers 404 for another organisation’s person and keeps it', async () => {
    const { session } = await buildMember(app.db);
    const foreign = await buildMember(app.db);
    const target = await buildPerson(app.db, foreign.org.id);
    const res = await remove(session, target.id);
    expect(res.statusCode).toBe(404);
    expect(await readPerson(target.id)).toEqual(target);
  });

  it.each(['Manager', 'Member', 'Observer'] as const)('answers 403 to a %s', async (role) => {
    const { org } = await buildMember(app.db);
    const actor = await buildMember(app.db, role, org.id);
    const member = await buildPerson(app.db, org.id);
    expect((await remove(actor.session, member.id)).statusCode).toBe(403);
    expect(await readPerson(member.id)).toBeDefined();
  });

  it('answers 401 without a session and 422 for an id that is not a UUID', async () => {
    const { org, session } = await buildMember(app.db);
    const member = await buildPerson(app.db, org.id);
    expect((await remove(null, member.id)).statusCode).toBe(401);
    expect(await readPerson(member.id)).toBeDefined();
    expect((await remove(session, 'not-a-uuid')).statusCode).toBe(422);
  });
});
