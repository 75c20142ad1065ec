import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, users } from '../../db/schema/index.ts';
import {
  cookieValue,
  latestCode,
  readOutbox,
  registerAndVerify,
  VALID_REGISTRATION,
} from '../../test/auth-helpers.ts';
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

describe('POST account/register and verification', () => {
  it('registers, mails a 6-character code, verifies it and signs the user in', async () => {
    const email = 'ada@example.com';
    const res = await register({ ...VALID_REGISTRATION, email: ' Ada@Example.com ' });
    expect(res.statusCode).toBe(200);
    const code = await latestCode(app, email);
    expect(code).toHaveLength(6);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v2/account/register/verification/verify',
      payload: { email, verificationCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().messages[0]).toMatchObject({
      field: 'verificationCode',
      text: ACCOUNT_TEXTS.codeInvalid,
    });

    const ok = await app.inject({
      method: 'POST',
      url: '/api/v2/account/register/verification/verify',
      payload: { email, verificationCode: code },
    });
    expect(ok.statusCode).toBe(200);
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

  it('sends a new code to the client that registered, without revealing whether the account exists', async () => {
    await register({ ...VALID_REGISTRATION, email: 'resend@example.com' }, '10.1.0.2');
    const before = (await readOutbox(app, 'resend@example.com')).length;
    const resend = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/account/register/verification/create',
        payload: { email },
        remoteAddress,
      });
    expect((await resend('resend@example.com', '10.1.0.2')).statusCode).toBe(200);
    expect((await readOutbox(app, 'resend@example.com')).length).toBe(before + 1);
    // Another client gets the same answer and no code for somebody else's registration.
    expect((await resend('resend@example.com', '10.1.0.3')).statusCode).toBe(200);
    expect((await readOutbox(app, 'resend@example.com')).length).toBe(before + 1);
    expect((await resend('nobody@example.com', '10.1.0.2')).statusCode).toBe(200);
    expect(await readOutbox(app, 'nobody@example.com')).toHaveLength(0);
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
