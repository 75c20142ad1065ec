import { ORG_NAME_MAX_LENGTH } from '@cairn/domain/orgs/orgs.constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, orgs, people, users } from '../../db/schema/index.ts';
import { buildMember, buildOrg, buildSession, buildUser } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  vi.restoreAllMocks();
});

const readOrg = async (id: string) => (await app.db.select().from(orgs).where(eq(orgs.id, id)))[0];
const eventsOf = (entityId: string) => app.db.select().from(events).where(eq(events.entityId, entityId));

describe('POST /api/v2/orgs', () => {
  it('creates the organisation with the caller as Owner, sets the default org, records and announces it', async () => {
    const user = await buildUser(app.db, { firstName: 'Grace', lastName: 'Hopper' });
    const session = await buildSession(app.db, user, null);
    const live = vi.spyOn(app.live, 'entity');

    const res = await injectAs(app, session, {
      method: 'POST',
      url: '/api/v2/orgs',
      payload: { name: '  Acme  ' },
    });

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.succeeded).toBe(true);
    expect(body.messages).toEqual([]);
    expect(body.org).toMatchObject({ name: 'Acme', themeColor: '#ff7900', version: 0 });
    const [owner] = await app.db.select().from(people).where(eq(people.orgId, body.org.id));
    expect(owner).toMatchObject({
      userId: user.id,
      role: 'Owner',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: user.email,
      hasAccepted: true,
    });
    expect(body.org.ownerPersonId).toBe(owner.id);
    expect((await readOrg(body.org.id)).ownerPersonId).toBe(owner.id);
    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(after.defaultOrgId).toBe(body.org.id);
    expect((await eventsOf(body.org.id)).map((e) => [e.action, e.actorUserId])).toEqual([
      ['created', user.id],
    ]);
    expect((await eventsOf(owner.id)).map((e) => e.action)).toEqual(['added']);
    expect(live).toHaveBeenCalledWith(
      'Added',
      expect.objectContaining({ entityId: body.org.id, type: 'org', orgId: body.org.id }),
    );
  });

  it('keeps an existing default organisation when creating a second one', async () => {
    const { user, org, session } = await buildMember(app.db);
    await app.db.update(users).set({ defaultOrgId: org.id }).where(eq(users.id, user.id));

    const res = await injectAs(app, session, {
      method: 'POST',
      url: '/api/v2/orgs',
      payload: { name: 'Second' },
    });

    expect(res.statusCode).toBe(201);
    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(after.defaultOrgId).toBe(org.id);
    const mine = await app.db.select().from(people).where(eq(people.userId, user.id));
    expect(mine.map((p) => p.role)).toEqual(['Owner', 'Owner']);
  });

  it('answers 401 without a session and creates nothing', async () => {
    const name = `Nobody's ${Date.now()}`;
    const res = await injectAs(app, null, { method: 'POST', url: '/api/v2/orgs', payload: { name } });
    expect(res.statusCode).toBe(401);
    expect(await app.db.select().from(orgs).where(eq(orgs.name, name))).toEqual([]);
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a missing name', {}],
    ['a name too long', { name: 'x'.repeat(ORG_NAME_MAX_LENGTH + 1) }],
  ])('answers 422 on field name for %s', async (_label, payload) => {
    const user = await buildUser(app.db);
    const session = await buildSession(app.db, user, null);
    const res = await injectAs(app, session, { method: 'POST', url: '/api/v2/orgs', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([expect.objectContaining({ field: 'name', type: 'error' })]);
    expect(await app.db.select().from(people).where(eq(people.userId, user.id))).toEqual([]);
  });
});

describe('GET /api/v2/orgs', () => {
  it('answers only the caller’s organisations; ids of others are silently absent', async () => {
    const { user, org: first, session } = await buildMember(app.db);
    const { org: second } = await buildOrg(app.db, user, 'Second');
    const { org: foreign } = await buildMember(app.db);

    const all = await injectAs(app, session, { method: 'GET', url: '/api/v2/orgs' });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .orgs.map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());

    const some = await injectAs(app, session, {
      method: 'GET',
      url: `/api/v2/orgs?ids=${second.id},${foreign.id}`,
    });
    expect(some.json().orgs.map((o: { id: string }) => o.id)).toEqual([second.id]);

    const none = await injectAs(app, session, { method: 'GET', url: `/api/v2/orgs?ids=${foreign.id}` });
    expect(none.json().orgs).toEqual([]);
    const empty = await injectAs(app, session, { method: 'GET', url: '/api/v2/orgs?ids=' });
    expect(empty.json().orgs).toEqual([]);
  });

  it('answers a user without organisations an empty list', async () => {
    const user = await buildUser(app.db);
    const res = await injectAs(app, await buildSession(app.db, user, null), {
      method: 'GET',
      url: '/api/v2/orgs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, messages: [], orgs: [] });
  });

  it('answers 401 without a session', async () => {
    expect((await injectAs(app, null, { method: 'GET', url: '/api/v2/orgs' })).statusCode).toBe(401);
  });

  it('answers 422 on field ids for ids that are not UUIDs', async () => {
    const { session } = await buildMember(app.db);
    const res = await injectAs(app, session, { method: 'GET', url: '/api/v2/orgs?ids=abc,1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ field: 'ids' });
  });
});

describe('GET /api/v2/org/{id}', () => {
  it('answers the current organisation', async () => {
    const { org, session } = await buildMember(app.db);
    const res = await injectAs(app, session, { method: 'GET', url: `/api/v2/org/${org.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().org).toMatchObject({ id: org.id, name: org.name, version: 0 });
  });

  it('answers 404 for another organisation, for one of the caller’s that is not current, and for none', async () => {
    const { user, session } = await buildMember(app.db);
    const { org: foreign } = await buildMember(app.db);
    const { org: mineButNotCurrent } = await buildOrg(app.db, user);
    for (const id of [foreign.id, mineButNotCurrent.id, '6ba7b810-9dad-41d1-80b4-00c04fd430c8']) {
      const res = await injectAs(app, session, { method: 'GET', url: `/api/v2/org/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'NOT_FOUND' }] });
    }
  });

  it('answers 403 to a signed-in user who has no organisation', async () => {
    const { org } = await buildMember(app.db);
    const user = await buildUser(app.db);
    const res = await injectAs(app, await buildSession(app.db, user, null), {
      method: 'GET',
      url: `/api/v2/org/${org.id}`,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a session and 422 for an id that is not a UUID', async () => {
    const { org, session } = await buildMember(app.db);
    expect((await injectAs(app, null, { method: 'GET', url: `/api/v2/org/${org.id}` })).statusCode).toBe(401);
    const bad = await injectAs(app, session, { method: 'GET', url: '/api/v2/org/not-a-uuid' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0]).toMatchObject({ field: 'id' });
  });
});

describe('PUT /api/v2/org/{id}', () => {
  const settings = { name: 'Renamed', themeColor: '#1c7ed6' };

  it('updates name and theme colour, bumps the version, records and announces it', async () => {
    const { user, org, session } = await buildMember(app.db);
    const live = vi.spyOn(app.live, 'entity');

    const res = await injectAs(app, session, {
      method: 'PUT',
      url: `/api/v2/org/${org.id}`,
      payload: { ...settings, version: 0 },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().org).toMatchObject({ id: org.id, ...settings, version: 1 });
    expect(await readOrg(org.id)).toMatchObject({ ...settings, version: 1 });
    const [event] = await eventsOf(org.id);
    expect(event).toMatchObject({ action: 'updated', actorUserId: user.id, orgId: org.id });
    const clock = { timeZone: 'UTC', weekStart: 'Monday', website: null, phone: null };
    expect(event.data).toEqual({
      before: { name: org.name, themeColor: '#ff7900', ...clock },
      after: { name: 'Renamed', themeColor: '#1c7ed6', ...clock },
    });
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: org.id, type: 'org', orgId: org.id }),
    );
  });

  it('lets an Admin update it too', async () => {
    const { org } = await buildMember(app.db);
    const admin = await buildMember(app.db, 'Admin', org.id);
    const res = await injectAs(app, admin.session, {
      method: 'PUT',
      url: `/api/v2/org/${org.id}`,
      payload: { ...settings, version: 0 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 for a stale version and changes nothing', async () => {
    const { org, session } = await buildMember(app.db);
    const first = await injectAs(app, session, {
      method: 'PUT',
      url: `/api/v2/org/${org.id}`,
      payload: { ...settings, version: 0 },
    });
    expect(first.statusCode).toBe(200);
    const before = await readOrg(org.id);

    const stale = await injectAs(app, session, {
      method: 'PUT',
      url: `/api/v2/org/${org.id}`,
      payload: { name: 'Lost update', themeColor: '#444444', version: 0 },
    });

    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0]).toMatchObject({ id: 'CONFLICT' });
    expect(await readOrg(org.id)).toEqual(before);
    expect((await eventsOf(org.id)).length).toBe(1);
  });

  it.each(['Manager', 'Member', 'Observer', 'Implementer'] as const)('answers 403 to a %s', async (role) => {
    const { org } = await buildMember(app.db);
    const other = await buildMember(app.db, role, org.id);
    const res = await injectAs(app, other.session, {
      method: 'PUT',
      url: `/api/v2/org/${org.id}`,
      payload: { ...settings, version: 0 },
    });
    expect(res.statusCode).toBe(403);
    expect(await readOrg(org.id)).toMatchObject({ name: org.name, version: 0 });
  });

  it('answers 404 for another organisation and leaves it unchanged', async () => {
    const { session } = await buildMember(app.db);
    const { org: foreign } = await buildMember(app.db);
    const before = await readOrg(foreign.id);
    const res = await injectAs(app, session, {
      method: 'PUT',
      url: `/api/v2/org/${foreign.id}`,
      payload: { ...settings, version: 0 },
    });
    expect(res.statusCode).toBe(404);
    expect(await readOrg(foreign.id)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const { org } = await buildMember(app.db);
    const res = await injectAs(app, null, {
      method: 'PUT',
      url: `/api/v2/org/${org.id}`,
      payload: { ...settings, version: 0 },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['themeColor', { name: 'A', themeColor: 'hotpink', version: 0 }],
    ['name', { name: ' ', themeColor: '#ff7900', version: 0 }],
    ['version', { name: 'A', themeColor: '#ff7900' }],
    ['version', { name: 'A', themeColor: '#ff7900', version: -1 }],
    ['website', { ...settings, website: 'northwind', version: 0 }, 'Invalid Website URL'],
    ['website', { ...settings, website: 'javascript:alert(1)', version: 0 }, 'Invalid Website URL'],
    ['phone', { ...settings, phone: '555-0100', version: 0 }, 'Invalid Phone Number'],
    ['phone', { ...settings, phone: '212 555 01OO', version: 0 }, 'Invalid Phone Number'],
    ['phone', { ...settings, phone: '+44 12', version: 0 }, 'Invalid Phone Number'],
  ])('answers 422 on field %s', async (field, payload, text?: string) => {
    const { org, session } = await buildMember(app.db);
    const res = await injectAs(app, session, { method: 'PUT', url: `/api/v2/org/${org.id}`, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([expect.objectContaining({ field, ...(text ? { text } : {}) })]);
    expect(await readOrg(org.id)).toMatchObject({ name: org.name, version: 0 });
  });

  it('keeps the website as typed and the phone in E.164; absent keeps them, empty clears', async () => {
    const { org, session } = await buildMember(app.db);
    const put = (payload: object) =>
      injectAs(app, session, { method: 'PUT', url: `/api/v2/org/${org.id}`, payload });

    const saved = await put({
      ...settings,
      website: ' northwind.com/about ',
      phone: '(212) 555-0100',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().org).toMatchObject({ website: 'northwind.com/about', phone: '+12125550100' });

    const renamed = await put({ ...settings, name: 'Northwind', version: 1 });
    expect(renamed.json().org).toMatchObject({ website: 'northwind.com/about', phone: '+12125550100' });

    // Any country (issue 35): a UK number is kept in E.164.
    const uk = await put({ ...settings, phone: '+44 20 7946 0958', version: 2 });
    expect(uk.statusCode, uk.body).toBe(200);
    expect(uk.json().org).toMatchObject({ phone: '+442079460958' });

    const cleared = await put({ ...settings, website: '', phone: '', version: 3 });
    expect(cleared.json().org).toMatchObject({ website: null, phone: null });
    expect(await readOrg(org.id)).toMatchObject({ website: null, phone: null, version: 4 });
  });
});

describe('after creating a first organisation', () => {
  it('the creator’s session works in it at once (it became the default)', async () => {
    const user = await buildUser(app.db);
    const session = await buildSession(app.db, user, null);
    const created = await injectAs(app, session, {
      method: 'POST',
      url: '/api/v2/orgs',
      payload: { name: 'Fresh' },
    });
    const orgId = created.json().org.id as string;
    const res = await injectAs(app, session, { method: 'GET', url: `/api/v2/org/${orgId}` });
    expect(res.statusCode).toBe(200);
    const owner = await app.db
      .select()
      .from(people)
      .where(and(eq(people.orgId, orgId), eq(people.userId, user.id)));
    expect(owner).toHaveLength(1);
  });
});
