import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { buildSession, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';
import { deviceLabel } from './device-label.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';

const signIn = (email: string, ip: string, userAgent: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/session',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
const list = (token: string) => injectAs(app, { token }, { method: 'GET', url: '/api/v2/account/sessions' });

describe('GET account/sessions', () => {
  it('lists the caller’s own sessions with device, address and last seen, this one first', async () => {
    const user = await buildUser(app.db, { email: 'two-devices@example.com' });
    const laptop = (await signIn(user.email, '203.0.113.7', CHROME_MAC)).json().token;
    const phone = (await signIn(user.email, '198.51.100.4', FIREFOX_ANDROID)).json().token;
    const stranger = await buildUser(app.db);
    await buildSession(app.db, stranger);

    const res = await list(phone);
    expect(res.statusCode).toBe(200);
    const rows = res.json().sessions;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      isCurrent: true,
      device: 'Firefox 125 on Android',
      ipAddress: '198.51.100.4',
    });
    expect(rows[1]).toMatchObject({
      isCurrent: false,
      device: 'Chrome 120 on macOS',
      ipAddress: '203.0.113.7',
    });
    expect(Date.parse(rows[1].lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(rows)).not.toContain(laptop);
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v2/account/sessions' })).statusCode).toBe(401);
  });

  it('writes last seen at most once a minute', async () => {
    const user = await buildUser(app.db);
    const session = await buildSession(app.db, user);
    await list(session.token);
    const [first] = await app.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(first.lastSeenAt).not.toBeNull();
    app.sessionCache.clear();
    await list(session.token);
    const [second] = await app.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(second.lastSeenAt?.getTime()).toBe(first.lastSeenAt?.getTime());
    // A minute later the next request moves it.
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61_000) })
      .where(eq(sessions.id, session.id));
    app.sessionCache.clear();
    await list(session.token);
    const [third] = await app.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(third.lastSeenAt?.getTime()).toBeGreaterThan(Date.now() - 5_000);
  });
});

describe('ending sessions from account settings', () => {
  it('ends one of the caller’s other sessions at once (no cached session answers after)', async () => {
    const user = await buildUser(app.db);
    const mine = await buildSession(app.db, user);
    const other = await buildSession(app.db, user);
    // Warm the cache of the other session.
    expect((await list(other.token)).statusCode).toBe(200);
    const ended = await injectAs(app, mine, { method: 'DELETE', url: `/api/v2/session/${other.id}` });
    expect(ended.statusCode).toBe(200);
    expect((await list(other.token)).statusCode).toBe(401);
    expect((await list(mine.token)).json().sessions.map((s: { id: string }) => s.id)).toEqual([mine.id]);
  });

  it('answers 404 for another person’s session and leaves it alive', async () => {
    const me = await buildSession(app.db, await buildUser(app.db));
    const theirs = await buildSession(app.db, await buildUser(app.db));
    const res = await injectAs(app, me, { method: 'DELETE', url: `/api/v2/session/${theirs.id}` });
    expect(res.statusCode).toBe(404);
    expect((await list(theirs.token)).statusCode).toBe(200);
  });

  it('signs out of all other sessions', async () => {
    const user = await buildUser(app.db);
    const mine = await buildSession(app.db, user);
    const a = await buildSession(app.db, user);
    const b = await buildSession(app.db, user);
    await list(a.token);
    const res = await injectAs(app, mine, { method: 'DELETE', url: '/api/v2/session/others' });
    expect(res.json().endedSessions).toBe(2);
    expect((await list(a.token)).statusCode).toBe(401);
    expect((await list(b.token)).statusCode).toBe(401);
    expect((await list(mine.token)).json().sessions).toHaveLength(1);
  });
});

describe('deviceLabel', () => {
  it('names browser and system, and says so when there is no user agent', () => {
    expect(deviceLabel(CHROME_MAC)).toBe('Chrome 120 on macOS');
    expect(deviceLabel(null)).toBe('Unknown device');
    expect(deviceLabel('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
