import { ORG_TEXTS } from '@cairn/domain/orgs/orgs.constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { events, people, users } from '../../db/schema/index.ts';
import { buildMember, buildPerson } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';

// One person's role and removal; the list and adding people are in people.routes.test.ts.
const { app } = useTestApp(async () => ({}), { appUrl: 'https://cairn.example.com' });

const readPerson = async (id: string) => (await app.db.select().from(people).where(eq(people.id, id)))[0];
const eventsOf = (entityId: string) => app.db.select().from(events).where(eq(events.entityId, entityId));

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
