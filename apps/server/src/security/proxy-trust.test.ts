import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.ts';
import { SIGN_IN_FAILURE_LIMIT } from '../modules/auth/index.ts';
import { buildUser, TEST_PASSWORD, uniqueSuffix } from '../test/factories.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

/**
 * Issue 7 point 2: X-Forwarded-For is believed only from the proxies TRUST_PROXY names, so a
 * client can neither escape the sign-in limit by rotating it nor lock out another address.
 */

const signIn = (
  app: TTestApp,
  email: string,
  password: string,
  from: { remoteAddress: string; forwardedFor?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/session',
    payload: { email, password },
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });

describe('without TRUST_PROXY (the default)', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('rotating X-Forwarded-For does not escape the limit: wrong sign-ins get 429', async () => {
    const email = `rotating-${uniqueSuffix()}@example.com`;
    await buildUser(app.db, { email });
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await signIn(app, email, 'Wrong-Guess-1', {
        remoteAddress: '10.20.0.1',
        forwardedFor: `198.51.100.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_FAILURE_LIMIT)).toEqual(Array(SIGN_IN_FAILURE_LIMIT).fill(401));
    expect(statuses.slice(SIGN_IN_FAILURE_LIMIT)).toEqual(Array(50 - SIGN_IN_FAILURE_LIMIT).fill(429));
  });

  it('the 429 keeps the message envelope', async () => {
    const email = `envelope-${uniqueSuffix()}@example.com`;
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) {
      await signIn(app, email, 'Wrong-Guess-1', { remoteAddress: '10.20.0.2' });
    }
    const blocked = await signIn(app, email, 'Wrong-Guess-1', { remoteAddress: '10.20.0.2' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      succeeded: false,
      messages: [{ id: 'RATE_LIMITED', text: ACCOUNT_TEXTS.tooManyAttempts }],
    });
  });

  it('ten sign-ins forged as 127.0.0.1 do not lock out the real user at 127.0.0.1', async () => {
    const email = `victim-${uniqueSuffix()}@example.com`;
    await buildUser(app.db, { email });
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT + 2; i += 1) {
      await signIn(app, email, 'Wrong-Guess-1', { remoteAddress: '10.20.0.3', forwardedFor: '127.0.0.1' });
    }
    const real = await signIn(app, email, TEST_PASSWORD, { remoteAddress: '127.0.0.1' });
    expect(real.statusCode).toBe(200);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const proxy = '10.30.0.1';
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ trustProxy: [proxy] });
  });
  afterAll(async () => app.close());

  it("counts the forwarded address the proxy reports, one client's failures not blocking another", async () => {
    const email = `proxied-${uniqueSuffix()}@example.com`;
    await buildUser(app.db, { email });
    const client = { remoteAddress: proxy, forwardedFor: '203.0.113.7' };
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) {
      expect((await signIn(app, email, 'Wrong-Guess-1', client)).statusCode).toBe(401);
    }
    expect((await signIn(app, email, TEST_PASSWORD, client)).statusCode).toBe(429);
    const colleague = { remoteAddress: proxy, forwardedFor: '203.0.113.8' };
    expect((await signIn(app, email, TEST_PASSWORD, colleague)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not the named proxy', async () => {
    const email = `unproxied-${uniqueSuffix()}@example.com`;
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) {
      await signIn(app, email, 'Wrong-Guess-1', { remoteAddress: '10.30.0.9', forwardedFor: `192.0.2.${i}` });
    }
    const res = await signIn(app, email, 'Wrong-Guess-1', {
      remoteAddress: '10.30.0.9',
      forwardedFor: '192.0.2.99',
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('TRUST_PROXY values', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.5, 192.168.0.0/16,loopback', ['10.0.0.5', '192.168.0.0/16', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
    ['10.0.0.0/255.255.255.0', ['10.0.0.0/255.255.255.0']],
  ])('%s reads as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['proxy.example.com', '10.0.0.5/33', '10.0.0.1,,nonsense', '1.2.3.4/8/9'])(
    '%s is refused',
    (raw) => {
      expect(parseTrustProxy(raw)).toBeUndefined();
    },
  );
});
