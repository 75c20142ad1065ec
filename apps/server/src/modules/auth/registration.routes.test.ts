import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations, people, users, verificationAttempts } from '../../db/schema/index.ts';
import {
  cookieValue,
  latestCode,
  readOutbox,
  registerAndVerify,
  registrationCookie,
  VALID_REGISTRATION,
} from '../../test/auth-helpers.ts';
import { createBrowser } from '../../test/browser-client.ts';
import { buildMember, buildPerson } from '../../test/factories.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const register = (payload: Record<string, unknown>, ip = '10.1.0.1') =>
  app.inject({ method: 'POST', url: '/api/v2/account/register', payload, remoteAddress: ip });
const userCount = async () => (await app.db.select({ n: count() }).from(users))[0].n;
const VERIFY = '/api/v2/account/register/verification/verify';
const NEW_CODE = '/api/v2/account/register/verification/create';

describe('POST account/register and verification', () => {
  it('registers, mails a 6-character code, verifies it and signs the user in', async () => {
    const email = 'ada@example.com';
    const res = await register({ ...VALID_REGISTRATION, email: ' Ada@Example.com ' });
    expect(res.statusCode).toBe(200);
    const code = await latestCode(app, email);
    expect(code).toHaveLength(6);
    // The browser that registered holds the registration's handle; only the code calls see it.
    const handleCookie = res.cookies.find((c) => c.name === 'cairn_registration');
    expect(handleCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v2/account/register',
    });

    const wrong = await app.inject({
      method: 'POST',
      url: VERIFY,
      payload: { email, verificationCode: code === '000000' ? '111111' : '000000' },
      cookies: registrationCookie(res),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().messages[0]).toMatchObject({
      field: 'verificationCode',
      text: ACCOUNT_TEXTS.codeInvalid,
    });

    const ok = await app.inject({
      method: 'POST',
      url: VERIFY,
      payload: { email, verificationCode: code },
      cookies: registrationCookie(res),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === 'cairn_registration')?.value).toBe('');
    const token = ok.json().token as string;
    expect(cookieValue(ok.headers['set-cookie'], 'cairn_session')).toBe(token);
    expect(String(ok.headers['set-cookie'])).toContain('HttpOnly');
    expect(cookieValue(ok.headers['set-cookie'], 'cairn_csrf')).toBeTruthy();

    const session = await app.inject({
      method: 'GET',
      url: '/api/v2/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      hasAccount: true,
      orgId: null,
      user: { email, firstName: 'Ada', orgs: [] },
    });
  });

  it('makes the first user of the instance its administrator, and nobody after', async () => {
    const [first] = await app.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(first.isInstanceAdmin).toBe(true);
    await registerAndVerify(app, 'second@example.com');
    const [second] = await app.db.select().from(users).where(eq(users.email, 'second@example.com'));
    expect(second.isInstanceAdmin).toBe(false);
  });

  it.each([
    ['acceptTerms', { acceptTerms: false }, ACCOUNT_TEXTS.termsRequired],
    ['password', { password: 'alllowercase1' }, ACCOUNT_TEXTS.passwordPolicy],
    ['password', { password: 'Short1' }, ACCOUNT_TEXTS.passwordPolicy],
    ['email', { email: 'not-an-email' }, ACCOUNT_TEXTS.invalidEmail],
    ['firstName', { firstName: '   ' }, ACCOUNT_TEXTS.required],
  ])('answers 422 on %s and stores nothing', async (field, change, text) => {
    const before = await userCount();
    const res = await register({ ...VALID_REGISTRATION, email: 'rule@example.com', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toContainEqual(expect.objectContaining({ field, text }));
    expect(await userCount()).toBe(before);
  });

  it('accepts a 128-character password', async () => {
    const password = `Aa1${'x'.repeat(125)}`;
    const res = await register({ ...VALID_REGISTRATION, email: 'long@example.com', password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an email that already has a verified account', async () => {
    const res = await register({ ...VALID_REGISTRATION, email: 'ada@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ field: 'email', text: ACCOUNT_TEXTS.emailTaken });
  });

  it('says the code must be 6 characters long', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/register/verification/verify',
      payload: { email: 'ada@example.com', verificationCode: '12345' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({
      field: 'verificationCode',
      text: ACCOUNT_TEXTS.codeLength,
    });
  });

  it('sends a new code to the browser that registered, without revealing whether the account exists', async () => {
    const email = 'resend@example.com';
    const browser = createBrowser(app, '10.1.0.2');
    await browser.post('/api/v2/account/register', { ...VALID_REGISTRATION, email });
    const before = (await readOutbox(app, email)).length;
    expect((await browser.post(NEW_CODE, { email })).statusCode).toBe(200);
    expect((await readOutbox(app, email)).length).toBe(before + 1);
    // Another browser, even from the same address, gets the same answer and no code.
    const other = createBrowser(app, '10.1.0.2');
    expect((await other.post(NEW_CODE, { email })).statusCode).toBe(200);
    expect((await readOutbox(app, email)).length).toBe(before + 1);
    expect((await browser.post(NEW_CODE, { email: 'nobody@example.com' })).statusCode).toBe(200);
    expect(await readOutbox(app, 'nobody@example.com')).toHaveLength(0);
    // The newest code signs the browser in.
    const verified = await browser.post(VERIFY, { email, verificationCode: await latestCode(app, email) });
    expect(verified.statusCode).toBe(200);
  });

  it('refuses a code typed in a browser that holds no live registration of the address, and stores nothing', async () => {
    const email = 'elsewhere@example.com';
    await register({ ...VALID_REGISTRATION, email }, '10.1.0.4');
    const code = await latestCode(app, email);
    const before = await userCount();
    const attempts = await app.db.select().from(verificationAttempts);
    const cases: [Record<string, string>, string][] = [
      [{}, ACCOUNT_TEXTS.codeOtherBrowser],
      // A handle of no live registration: expired, verified or taken over by a sign-in elsewhere.
      [{ cairn_registration: 'made-up-handle' }, ACCOUNT_TEXTS.codeInvalid],
    ];
    for (const [cookies, text] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: VERIFY,
        payload: { email, verificationCode: code },
        remoteAddress: '10.1.0.4',
        cookies,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().messages).toEqual([expect.objectContaining({ field: 'verificationCode', text })]);
    }
    expect(await userCount()).toBe(before);
    expect(await app.db.select().from(verificationAttempts)).toEqual(attempts);
    expect(
      await app.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)),
    ).toHaveLength(1);
  });

  it('continues the code step in the browser that signs in before verifying; the other browser stops', async () => {
    const email = 'phone-first@example.com';
    const phone = createBrowser(app, '10.1.0.5');
    await phone.post('/api/v2/account/register', { ...VALID_REGISTRATION, email });
    const laptop = createBrowser(app, '10.1.0.6');
    const signIn = await laptop.post('/api/v2/session', { email, password: VALID_REGISTRATION.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().messages[0].id).toBe('AUTH_EMAIL_NOT_VERIFIED');
    expect(laptop.cookie('cairn_registration')).toBeTruthy();
    const code = await latestCode(app, email);
    expect((await phone.post(VERIFY, { email, verificationCode: code })).json().messages[0].text).toBe(
      ACCOUNT_TEXTS.codeInvalid,
    );
    const verified = await laptop.post(VERIFY, { email, verificationCode: code });
    expect(verified.statusCode).toBe(200);
    expect((await laptop.get('/api/v2/session')).json().user.email).toBe(email);
  });

  it('lets twenty colleagues register from one office address within a minute', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await register(
        { ...VALID_REGISTRATION, email: `colleague${i}@office.example` },
        '10.9.9.9',
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('never brings a person added with the email into the organisation: only accepting an invitation does', async () => {
    const { org } = await buildMember(app.db);
    const pending = await buildPerson(app.db, org.id, { email: 'invitee@example.com', role: 'Member' });
    await registerAndVerify(app, 'invitee@example.com');
    const [row] = await app.db.select().from(people).where(eq(people.id, pending.id));
    expect(row.userId).toBeNull();
    expect(row.hasAccepted).toBe(false);
  });
});
