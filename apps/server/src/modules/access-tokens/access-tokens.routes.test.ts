import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, events } from '../../db/schema/index.ts';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { firstMessage, type TSession, useTestApp } from '../../test/route-test.ts';

const RATE = 20;
const { app, team, call, get, post, put } = useTestApp(
  async (db) => {
    const built = await buildTeam(db);
    const meeting = await buildMeeting(db, built.orgId, {
      ownerPersonId: built.owner.person.id,
      inviteeIds: [built.member.person.id],
    });
    return { ...built, meeting, other: await buildMember(db) };
  },
  { accessTokenRatePerMinute: RATE },
);

/** Creates a token as the session and answers its secret as a session-like bearer. */
async function tokenOf(session: TSession, scopes: string[], expiresInDays: number | null = 30) {
  const res = await post(session, '/access-tokens', {
    name: `Script ${scopes.join(' ')}`,
    expiresInDays,
    scopes,
  });
  expect(res.statusCode).toBe(201);
  return { token: res.json().token as string, id: res.json().accessToken.id as string };
}

describe('POST access-tokens', () => {
  it('answers the token once (cairn_pat_...), keeps only its hash, and lists it without the secret', async () => {
    const res = await post(team.member.session, '/access-tokens', {
      name: 'Reporting',
      expiresInDays: 90,
      scopes: ['todos:read', 'rocks:write'],
    });
    expect(res.statusCode).toBe(201);
    const { token, accessToken } = res.json();
    expect(token).toMatch(/^cairn_pat_[A-Za-z0-9_-]{43}$/);
    expect(accessToken).toMatchObject({
      name: 'Reporting',
      scopes: ['todos:read', 'rocks:write'],
      lastUsedAt: null,
    });
    expect(Date.parse(accessToken.expiresAt) - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const [row] = await app.db.select().from(accessTokens).where(eq(accessTokens.id, accessToken.id));
    expect(row.tokenHash).not.toContain(token.slice(10));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await get(team.member.session, '/access-tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json().allowAccessTokens).toBe(true);
    expect(list.json().accessTokens.map((t: { id: string }) => t.id)).toContain(accessToken.id);
    expect(JSON.stringify(list.json())).not.toContain(token);
  });

  it('refuses a bad name, expiry or scope with a message per field, and stores nothing', async () => {
    const before = await app.db.$count(accessTokens);
    const res = await post(team.member.session, '/access-tokens', {
      name: ' ',
      expiresInDays: 400,
      scopes: ['todos:delete'],
    });
    expect(res.statusCode).toBe(422);
    const fields = res
      .json()
      .messages.map((m: { field: string }) => m.field)
      .sort();
    expect(fields).toEqual(['expiresInDays', 'name', 'scopes.0']);
    expect(
      (await post(team.member.session, '/access-tokens', { name: 'x', expiresInDays: null, scopes: [] }))
        .statusCode,
    ).toBe(422);
    expect(await app.db.$count(accessTokens)).toBe(before);
  });

  it('answers 401 without a session', async () => {
    expect(
      (await post(null, '/access-tokens', { name: 'x', expiresInDays: null, scopes: ['all'] })).statusCode,
    ).toBe(401);
    expect((await get(null, '/access-tokens')).statusCode).toBe(401);
  });
});

describe('a call with a token', () => {
  it('acts as its person within its scopes: read allowed, write refused with the scope named', async () => {
    const todo = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      meetingId: team.meeting.id,
    });
    const { token } = await tokenOf(team.member.session, ['todos:read']);
    const read = await get({ token }, `/todo/${todo.id}`);
    expect(read.statusCode).toBe(200);
    const search = await post({ token }, '/todos/search', { startIndex: 0, endIndex: 10 });
    expect(search.statusCode).toBe(200);

    const write = await post({ token }, '/todos', {
      title: 'By token',
      ownerIds: [team.member.person.id],
      tractionId: team.meeting.id,
    });
    expect(write.statusCode).toBe(403);
    expect(firstMessage(write).text).toBe('This access token lacks the scope "todos:write".');
    expect((await get({ token }, `/rock/${todo.id}`)).statusCode).toBe(403);
  });

  it('never goes past its person’s role: an Observer’s `all` token cannot change content', async () => {
    const { token } = await tokenOf(team.observer.session, ['all']);
    const res = await post({ token }, '/todos', {
      title: 'Nope',
      ownerIds: [team.owner.person.id],
      tractionId: team.meeting.id,
    });
    expect(res.statusCode).toBe(403);
    expect(firstMessage(res).text).not.toContain('scope');
  });

  it('writes with a write scope, and records each use (last use and an events row)', async () => {
    const { token, id } = await tokenOf(team.member.session, ['todos:write']);
    const res = await post({ token }, '/todos', {
      title: 'By token',
      ownerIds: [team.member.person.id],
      tractionId: team.meeting.id,
    });
    expect(res.statusCode).toBe(201);
    const uses = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, id), eq(events.action, 'used')));
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({
      orgId: team.orgId,
      actorUserId: team.member.user.id,
      data: { method: 'POST', route: '/api/v2/todos' },
    });
    const [row] = await app.db.select().from(accessTokens).where(eq(accessTokens.id, id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('cannot reach another organisation: its ids are 404 like absent ones', async () => {
    const foreign = await buildTodo(app.db, team.other.orgId, { ownerPersonId: team.other.person.id });
    const { token } = await tokenOf(team.owner.session, ['all']);
    expect((await get({ token }, `/todo/${foreign.id}`)).statusCode).toBe(404);
  });

  it('cannot manage tokens, two-factor sign-in, the password, sessions, webhooks or the organisation’s protection', async () => {
    const { token } = await tokenOf(team.owner.session, ['all']);
    const refused = [
      await get({ token }, '/access-tokens'),
      await post({ token }, '/access-tokens', { name: 'more', expiresInDays: null, scopes: ['all'] }),
      await call({ token }, 'DELETE', `/access-tokens/${team.owner.person.id}`),
      await put({ token }, '/account/password', {
        currentPassword: 'x',
        newPassword: 'y',
        confirmPassword: 'y',
      }),
      await post({ token }, '/account/two-factor/enable', { password: 'x' }),
      await get({ token }, '/account/sessions'),
      await get({ token }, '/session'),
      await get({ token }, '/webhooks'),
      await put({ token }, `/org/${team.orgId}/access-tokens`, { allowAccessTokens: false }),
      await put({ token }, `/org/${team.orgId}/two-factor`, { requireTwoFactor: true }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(firstMessage(res).text).toBe('Access tokens cannot make this call; sign in to do it.');
    }
  });

  it('answers 401 with the reason for a wrong, revoked or expired token, never as a session', async () => {
    const wrong = await get({ token: 'cairn_pat_not-a-real-token' }, '/todos');
    expect(wrong.statusCode).toBe(401);
    expect(firstMessage(wrong).text).toBe('This access token is not valid.');

    const { token, id } = await tokenOf(team.member.session, ['all']);
    expect((await get({ token }, '/people')).statusCode).toBe(200);
    expect((await call(team.member.session, 'DELETE', `/access-tokens/${id}`)).statusCode).toBe(200);
    const revoked = await get({ token }, '/people');
    expect(revoked.statusCode).toBe(401);
    expect(firstMessage(revoked).text).toBe('This access token was revoked.');

    const expiring = await tokenOf(team.member.session, ['all'], 1);
    await app.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, expiring.id));
    const expired = await get({ token: expiring.token }, '/people');
    expect(expired.statusCode).toBe(401);
    expect(firstMessage(expired).text).toBe('This access token has expired.');
    // A session token with the prefix added is not a session either.
    expect((await get({ token: `cairn_pat_${team.member.session.token}` }, '/people')).statusCode).toBe(401);
  });

  it('has its own rate limit: past it, 429 for that token while another token still works', async () => {
    const busy = await tokenOf(team.manager.session, ['people:read']);
    const calm = await tokenOf(team.manager.session, ['people:read']);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE; i += 1)
      statuses.push((await get({ token: busy.token }, '/people')).statusCode);
    expect(statuses.slice(0, RATE).every((status) => status === 200)).toBe(true);
    const limited = await get({ token: busy.token }, '/people');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await get({ token: calm.token }, '/people')).statusCode).toBe(200);
  });
});

describe('DELETE access-tokens/{id}', () => {
  it('revokes only the caller’s own token: another person’s is a 404 and keeps working', async () => {
    const { token, id } = await tokenOf(team.admin.session, ['people:read']);
    const res = await call(team.owner.session, 'DELETE', `/access-tokens/${id}`);
    expect(res.statusCode).toBe(404);
    expect((await get({ token }, '/people')).statusCode).toBe(200);
    expect((await call(team.admin.session, 'DELETE', '/access-tokens/not-a-uuid')).statusCode).toBe(422);
  });
});

describe('PUT org/{id}/access-tokens', () => {
  it('lets the Owner alone turn tokens off: every token then answers 401, and works again once allowed', async () => {
    const { token } = await tokenOf(team.member.session, ['people:read']);
    expect(
      (await put(team.admin.session, `/org/${team.orgId}/access-tokens`, { allowAccessTokens: false }))
        .statusCode,
    ).toBe(403);
    expect(
      (await put(team.owner.session, `/org/${team.other.orgId}/access-tokens`, { allowAccessTokens: false }))
        .statusCode,
    ).toBe(404);

    const off = await put(team.owner.session, `/org/${team.orgId}/access-tokens`, {
      allowAccessTokens: false,
    });
    expect(off.statusCode).toBe(200);
    const refused = await get({ token }, '/people');
    expect(refused.statusCode).toBe(401);
    expect(firstMessage(refused).text).toBe('Access tokens are turned off for this organization.');
    const create = await post(team.member.session, '/access-tokens', {
      name: 'x',
      expiresInDays: null,
      scopes: ['all'],
    });
    expect(create.statusCode).toBe(422);
    expect((await get(team.member.session, '/access-tokens')).json().allowAccessTokens).toBe(false);

    await put(team.owner.session, `/org/${team.orgId}/access-tokens`, { allowAccessTokens: true });
    expect((await get({ token }, '/people')).statusCode).toBe(200);
  });
});
