import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../db/schema/index.ts';
import { connectLiveClient, type TLiveClient } from '../plugins/live-updates/live-test-client.ts';
import { readOutbox } from '../test/auth-helpers.ts';
import { buildSession, buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, injectAs, type TTestApp, type TTestSession } from '../test/test-app.ts';

/**
 * Issue 7 point 7: after a password change the user's other sessions and their sockets end
 * (unless the user keeps them); after a reset every session and socket ends; a reset link dies
 * when another is issued or one is used.
 */
let app: TTestApp;
let baseUrl: string;
const clients: TLiveClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => app.close());

async function connect(session: TTestSession) {
  const client = await connectLiveClient(baseUrl, { token: session.token });
  clients.push(client);
  return client;
}

/** Resolves when the server ends the socket (rejects if it is still open after five seconds). */
function closed(client: TLiveClient) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), 5000);
    client.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const sessionStatus = async (session: TTestSession) =>
  (await injectAs(app, session, { method: 'GET', url: '/api/v2/session' })).statusCode;

const changePassword = (session: TTestSession, extra: Record<string, unknown> = {}) =>
  injectAs(app, session, {
    method: 'PUT',
    url: '/api/v2/account/password',
    payload: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Pass-99', ...extra },
  });

async function resetLinks(email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/account/password/forgot',
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  return (await readOutbox(app, email)).map((mail) => mail.text.match(/\/update-password\/(\S+)/)?.[1]);
}

const resetWith = (resetCode: string | undefined, password: string) =>
  app.inject({ method: 'POST', url: '/api/v2/account/password/reset', payload: { resetCode, password } });

describe('sessions after a password change', () => {
  it('ends the other sessions and closes their sockets by default; the caller stays signed in', async () => {
    const user = await buildUser(app.db);
    const [mine, laptop, phone] = await Promise.all([1, 2, 3].map(() => buildSession(app.db, user)));
    const [laptopSocket, phoneSocket] = await Promise.all([connect(laptop), connect(phone)]);
    const laptopClosed = closed(laptopSocket);
    const phoneClosed = closed(phoneSocket);

    expect((await changePassword(mine)).statusCode).toBe(200);

    expect(await laptopClosed).toBe('io server disconnect');
    expect(await phoneClosed).toBe('io server disconnect');
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
    expect(await sessionStatus(mine)).toBe(200);
  });

  it('keeps the other sessions when the user asks to', async () => {
    const user = await buildUser(app.db);
    const [mine, laptop] = await Promise.all([1, 2].map(() => buildSession(app.db, user)));
    const socket = await connect(laptop);
    expect((await changePassword(mine, { signOutOtherSessions: false })).statusCode).toBe(200);
    expect(await sessionStatus(laptop)).toBe(200);
    expect(socket.connected).toBe(true);
  });
});

describe('sessions after a password reset', () => {
  it('ends every session of the user and closes every socket', async () => {
    const user = await buildUser(app.db);
    const [laptop, phone] = await Promise.all([1, 2].map(() => buildSession(app.db, user)));
    const sockets = await Promise.all([connect(laptop), connect(phone)]);
    const allClosed = Promise.all(sockets.map(closed));
    const [link] = await resetLinks(user.email);

    expect((await resetWith(link, 'Brand-New-Pass-7')).statusCode).toBe(200);

    expect(await allClosed).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
  });

  it('kills an older link when a new one is issued', async () => {
    const user = await buildUser(app.db);
    await resetLinks(user.email);
    const [newest, older] = await resetLinks(user.email);
    expect(older).toBeTruthy();
    expect(
      (await app.inject({ method: 'GET', url: `/api/v2/account/password/reset/${older}` })).statusCode,
    ).toBe(404);
    expect((await resetWith(older, 'Older-Link-Pass-1')).statusCode).toBe(404);
    expect((await resetWith(newest, 'Newest-Link-Pass-1')).statusCode).toBe(200);
  });

  it('kills every other link of the user when one is used', async () => {
    const user = await buildUser(app.db);
    const other = await buildUser(app.db);
    const [link] = await resetLinks(user.email);
    const [otherLink] = await resetLinks(other.email);
    // A second live link of the same user, as a race between two requests could leave.
    const raced = `raced-${randomUUID()}`;
    await app.db.insert(verifications).values({
      identifier: `reset-password:${raced}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    expect((await resetWith(link, 'Used-Link-Pass-1')).statusCode).toBe(200);
    expect((await resetWith(link, 'Used-Again-Pass-1')).statusCode).toBe(404);
    expect((await resetWith(raced, 'Raced-Link-Pass-1')).statusCode).toBe(404);
    // Another user's link is not touched.
    expect((await resetWith(otherLink, 'Other-User-Pass-1')).statusCode).toBe(200);
  });
});
