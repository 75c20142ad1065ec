import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { buildMember, buildPerson } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';

const { app, get, put } = useTestApp(async () => ({}));

describe('GET account/{id}/users and GET account/get-login-info/{id}', () => {
  it('answer 401 without a session and 404 for another user', async () => {
    const me = await buildMember(app.db);
    const other = await buildMember(app.db);
    expect((await get(null, `/account/${me.user.id}/users`)).statusCode).toBe(401);
    expect((await get(null, `/account/get-login-info/${me.user.id}`)).statusCode).toBe(401);
    expect((await get(me.session, `/account/${other.user.id}/users`)).statusCode).toBe(404);
    expect((await get(me.session, `/account/get-login-info/${other.user.id}`)).statusCode).toBe(404);
  });

  it('lists the people the account is in each organisation, with role and licence', async () => {
    const me = await buildMember(app.db);
    const second = await buildMember(app.db);
    const observer = await buildPerson(app.db, second.orgId, { user: me.user, role: 'Observer' });
    const res = await get(me.session, `/account/${me.user.id}/users`);
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toEqual([
      expect.objectContaining({ id: me.person.id, orgId: me.orgId, role: 'Owner', hasLicense: true }),
      expect.objectContaining({ id: observer.id, orgId: second.orgId, role: 'Observer', hasLicense: false }),
    ]);
  });

  it('tells how the account signs in, never a secret', async () => {
    const me = await buildMember(app.db);
    const res = await get(me.session, `/account/get-login-info/${me.user.id}`);
    expect(res.statusCode).toBe(200);
    const { loginInfo } = res.json();
    expect(loginInfo).toMatchObject({
      userId: me.user.id,
      email: me.user.email,
      emailVerified: true,
      signInMethods: ['credential'],
      activeSessions: 1,
    });
    expect(JSON.stringify(loginInfo)).not.toMatch(/password|token|\$argon|\$scrypt/i);
  });
});

describe('PUT user/profile', () => {
  it('records the change to the account and to each of its people, and announces the people', async () => {
    const me = await buildMember(app.db);
    const live = vi.spyOn(app.live, 'entity');
    const res = await put(me.session, '/user/profile', { firstName: 'Grace', lastName: 'Hopper' });
    expect(res.statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(events)
      .where(and(eq(events.actorUserId, me.user.id), eq(events.action, 'updated')));
    expect(rows.map((row) => row.entityType).sort()).toEqual(['person', 'user']);
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: me.person.id, type: 'person', orgId: me.orgId }),
    );
  });
});
