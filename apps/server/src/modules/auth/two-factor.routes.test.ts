import { TWO_FACTOR_ACCOUNT_LOCK_AFTER, TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors, users } from '../../db/schema/index.ts';
import { cookieValue } from '../../test/auth-helpers.ts';
import { buildSession, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';
import { totpCode, turnOnTwoFactor, wrongCode } from '../../test/two-factor-helpers.ts';
import { TWO_FACTOR_PENDING_COOKIE } from './cookies.ts';
import { TWO_FACTOR_FAILURE_LIMIT } from './sign-in-limiter.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const post = (token: string, url: string, payload: object) =>
  injectAs(app, { token }, { method: 'POST', url: `/api/v2${url}`, payload });
const signIn = (email: string, ip = '10.7.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v2/session',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: ip,
  });
const sendCode = (pending: string | undefined, code: string, ip = '10.7.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v2/session/two-factor',
    payload: { code },
    cookies: pending ? { [TWO_FACTOR_PENDING_COOKIE]: pending } : {},
    remoteAddress: ip,
  });
/** The pending sign-in cookie as the browser keeps it. */
const pendingOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((cookie) => cookie.name === TWO_FACTOR_PENDING_COOKIE)?.value;
const fieldsOf = (res: { json: () => { messages: { field?: string; text: string }[] } }) =>
  res.json().messages.map((m) => [m.field, m.text]);
const pendingByIp = new Map<string, string | undefined>();
const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

async function userWithTwoFactor(email: string) {
  const user = await buildUser(app.db, { email });
  const session = await buildSession(app.db, user);
  const on = await turnOnTwoFactor(app, session);
  return { user, ...on };
}

describe('turning two-factor sign-in on', () => {
  it('needs the password, stays off until a first code is confirmed, then replaces the session', async () => {
    const user = await buildUser(app.db);
    const session = await buildSession(app.db, user);
    const wrong = await post(session.token, '/account/two-factor/enable', { password: 'Not-It-123' });
    expect(wrong.statusCode).toBe(422);
    expect(fieldsOf(wrong)).toEqual([['password', TWO_FACTOR_TEXTS.passwordWrong]]);
    expect(await app.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);

    const setup = await post(session.token, '/account/two-factor/enable', { password: TEST_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, totpUri, recoveryCodes } = setup.json();
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/Cairn:/);
    expect(totpUri).toContain(`secret=${secret}`);
    expect(recoveryCodes).toHaveLength(10);
    // Stored encrypted, never as given; still off.
    const [row] = await app.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(row.secret).not.toContain(secret);
    expect(row.backupCodes).not.toContain(recoveryCodes[0]);
    expect(row.verified).toBe(false);
    expect((await userRow(user.id)).twoFactorEnabled).toBe(false);
    // A password sign-in still makes a session at once.
    expect((await signIn(user.email)).json().twoFactorRequired).toBe(false);

    const bad = await post(session.token, '/account/two-factor/confirm', { code: wrongCode(secret) });
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad)).toEqual([['code', TWO_FACTOR_TEXTS.codeInvalid]]);
    expect((await userRow(user.id)).twoFactorEnabled).toBe(false);

    const confirmed = await post(session.token, '/account/two-factor/confirm', { code: totpCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect((await userRow(user.id)).twoFactorEnabled).toBe(true);
    const newToken = confirmed.json().token;
    expect(newToken).not.toBe(session.token);
    const me = await injectAs(app, { token: newToken }, { method: 'GET', url: '/api/v2/session' });
    expect(me.json().user.twoFactorEnabled).toBe(true);
    // The replaced session is over.
    const old = await injectAs(app, session, { method: 'GET', url: '/api/v2/session' });
    expect(old.statusCode).toBe(401);

    const again = await post(newToken, '/account/two-factor/enable', { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(422);
    expect(fieldsOf(again)).toEqual([['password', TWO_FACTOR_TEXTS.alreadyOn]]);
  });

  it(`limits wrong passwords like wrong codes (${TWO_FACTOR_FAILURE_LIMIT} a minute, then 429)`, async () => {
    const user = await buildUser(app.db);
    const session = await buildSession(app.db, user);
    const enable = (password: string) =>
      injectAs(app, session, {
        method: 'POST',
        url: '/api/v2/account/two-factor/enable',
        payload: { password },
        remoteAddress: '10.12.0.1',
      });
    for (let i = 0; i < TWO_FACTOR_FAILURE_LIMIT; i += 1)
      expect((await enable('Guess-1234')).statusCode).toBe(422);
    expect((await enable(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('answers 422 per field for empty bodies and 401 without a session', async () => {
    const user = await buildUser(app.db);
    const session = await buildSession(app.db, user);
    expect(fieldsOf(await post(session.token, '/account/two-factor/enable', {}))[0][0]).toBe('password');
    expect(fieldsOf(await post(session.token, '/account/two-factor/confirm', {}))[0][0]).toBe('code');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v2/account/two-factor/enable',
      payload: {},
    });
    expect(unsigned.statusCode).toBe(401);
    const notStarted = await post(session.token, '/account/two-factor/confirm', { code: '123456' });
    expect(notStarted.statusCode).toBe(422);
    expect(notStarted.json().messages[0].field).toBe('code');
  });
});

describe('signing in with two-factor', () => {
  it('answers no session after the password; the same browser signs in with a current code', async () => {
    const { user, secret } = await userWithTwoFactor('totp-signin@example.com');
    const first = await signIn(user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRequired: true, token: '' });
    expect(cookieValue(first.headers['set-cookie'], 'cairn_session')).toBeUndefined();
    const pending = pendingOf(first);
    expect(pending).toBeTruthy();
    const cookie = first.cookies.find((c) => c.name === TWO_FACTOR_PENDING_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 600 });

    // Another browser (no pending cookie) cannot use the code.
    const elsewhere = await sendCode(undefined, totpCode(secret));
    expect(elsewhere.statusCode).toBe(422);
    expect(fieldsOf(elsewhere)).toEqual([['code', TWO_FACTOR_TEXTS.pendingExpired]]);

    const wrong = await sendCode(pending, wrongCode(secret));
    expect(fieldsOf(wrong)).toEqual([['code', TWO_FACTOR_TEXTS.codeInvalid]]);
    const done = await sendCode(pending, totpCode(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json().userId).toBe(user.id);
    expect(cookieValue(done.headers['set-cookie'], 'cairn_session')).toBe(done.json().token);
    const me = await injectAs(app, { token: done.json().token }, { method: 'GET', url: '/api/v2/session' });
    expect(me.json().user.id).toBe(user.id);
    // The pending sign-in is spent.
    expect((await sendCode(pending, totpCode(secret))).statusCode).toBe(422);
  });

  it('takes each recovery code once', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor('recovery@example.com');
    const first = await sendCode(pendingOf(await signIn(user.email)), recoveryCodes[0]);
    expect(first.statusCode).toBe(200);
    const reused = await sendCode(pendingOf(await signIn(user.email)), recoveryCodes[0]);
    expect(reused.statusCode).toBe(422);
    expect(fieldsOf(reused)).toEqual([['code', TWO_FACTOR_TEXTS.codeInvalid]]);
    const second = await sendCode(pendingOf(await signIn(user.email)), recoveryCodes[1]);
    expect(second.statusCode).toBe(200);
  });

  it('expires the pending sign-in', async () => {
    const { user, secret } = await userWithTwoFactor('pending-expiry@example.com');
    const pending = pendingOf(await signIn(user.email));
    const { verifications } = await import('../../db/schema/index.ts');
    await app.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await sendCode(pending, totpCode(secret));
    expect(late.statusCode).toBe(422);
    expect(fieldsOf(late)).toEqual([['code', TWO_FACTOR_TEXTS.pendingExpired]]);
  });

  it(`refuses after ${TWO_FACTOR_FAILURE_LIMIT} wrong codes a minute from one address, even the right one`, async () => {
    const { user, secret } = await userWithTwoFactor('code-guesser@example.com');
    const ip = '10.9.9.9';
    let pending = pendingOf(await signIn(user.email, ip));
    for (let i = 0; i < TWO_FACTOR_FAILURE_LIMIT; i += 1) {
      // The plugin allows 5 guesses per pending sign-in; the guesser signs in again for more.
      if (i % 5 === 0) pending = pendingOf(await signIn(user.email, ip));
      const res = await sendCode(pending, wrongCode(secret), ip);
      expect(res.statusCode).toBe(422);
    }
    const blocked = await sendCode(pendingOf(await signIn(user.email, ip)), totpCode(secret), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().messages[0].text).toBe(TWO_FACTOR_TEXTS.tooManyCodes);
    // The owner, from their own address, still signs in.
    const mine = await sendCode(
      pendingOf(await signIn(user.email, '10.9.9.10')),
      totpCode(secret),
      '10.9.9.10',
    );
    expect(mine.statusCode).toBe(200);
  });

  it(`locks the account's code step after ${TWO_FACTOR_ACCOUNT_LOCK_AFTER} wrong codes in a row from anywhere`, async () => {
    const { user, secret } = await userWithTwoFactor('many-addresses@example.com');
    for (let i = 0; i < TWO_FACTOR_ACCOUNT_LOCK_AFTER; i += 1) {
      const ip = `10.10.${Math.floor(i / 5)}.1`;
      if (i % 5 === 0) pendingByIp.set(ip, pendingOf(await signIn(user.email, ip)));
      expect((await sendCode(pendingByIp.get(ip), wrongCode(secret), ip)).statusCode).toBe(422);
    }
    const locked = await sendCode(
      pendingOf(await signIn(user.email, '10.11.0.1')),
      totpCode(secret),
      '10.11.0.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().messages[0].text).toBe(TWO_FACTOR_TEXTS.accountLocked);
  });

  it('ends a pending sign-in after 5 wrong codes (sign in again)', async () => {
    const { user, secret } = await userWithTwoFactor('five-guesses@example.com');
    const ip = '10.8.8.8';
    const pending = pendingOf(await signIn(user.email, ip));
    for (let i = 0; i < 5; i += 1) await sendCode(pending, wrongCode(secret), ip);
    const spent = await sendCode(pending, totpCode(secret), ip);
    expect(spent.statusCode).toBe(429);
  });
});

describe('recovery codes and turning off', () => {
  it('makes ten new recovery codes with the password; the old ones stop working', async () => {
    const { user, token, recoveryCodes } = await userWithTwoFactor('regen@example.com');
    const wrong = await post(token, '/account/two-factor/recovery-codes', { password: 'Wrong-Pass-1' });
    expect(fieldsOf(wrong)).toEqual([['password', TWO_FACTOR_TEXTS.passwordWrong]]);
    const fresh = await post(token, '/account/two-factor/recovery-codes', { password: TEST_PASSWORD });
    expect(fresh.statusCode).toBe(200);
    const codes: string[] = fresh.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(recoveryCodes[0]);
    expect((await sendCode(pendingOf(await signIn(user.email)), recoveryCodes[0])).statusCode).toBe(422);
    expect((await sendCode(pendingOf(await signIn(user.email)), codes[0])).statusCode).toBe(200);
  });

  it('turns off with the password and a current code, each refused on its own field', async () => {
    const { user, token, secret } = await userWithTwoFactor('turn-off@example.com');
    const noPassword = await post(token, '/account/two-factor/disable', {
      password: 'Wrong-Pass-1',
      code: totpCode(secret),
    });
    expect(fieldsOf(noPassword)).toEqual([['password', TWO_FACTOR_TEXTS.passwordWrong]]);
    const noCode = await post(token, '/account/two-factor/disable', {
      password: TEST_PASSWORD,
      code: wrongCode(secret),
    });
    expect(fieldsOf(noCode)).toEqual([['code', TWO_FACTOR_TEXTS.codeInvalid]]);
    expect((await userRow(user.id)).twoFactorEnabled).toBe(true);

    const off = await post(token, '/account/two-factor/disable', {
      password: TEST_PASSWORD,
      code: totpCode(secret),
    });
    expect(off.statusCode).toBe(200);
    expect((await userRow(user.id)).twoFactorEnabled).toBe(false);
    expect(await app.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
    const status = await injectAs(
      app,
      { token: off.json().token },
      { method: 'GET', url: '/api/v2/account/two-factor' },
    );
    expect(status.json().twoFactor.isEnabled).toBe(false);
    expect((await signIn(user.email)).json().twoFactorRequired).toBe(false);
  });
});
