import {
  ACCOUNT_TEXTS,
  VERIFICATION_GUESS_LIMIT,
  VERIFICATION_MAILS_PER_HOUR,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
} from '@cairn/domain/account/account.constants';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { people, users } from '../db/schema/index.ts';
import { latestCode, readOutbox, registrationCookie, VALID_REGISTRATION } from '../test/auth-helpers.ts';
import { buildMember, buildPerson } from '../test/factories.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

/**
 * Issue 7 point 1: a registration holds nothing until the address is proven with the emailed
 * code; whoever verifies gets the password they registered with; wrong guesses do not burn the
 * owner's code; code mails are limited. Each client here is one browser: its registration
 * cookie goes with its calls (issue 28 point 3, signup-code-takeover.smtp.test.ts).
 */
let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => app.close());

const ATTACKER_IP = '10.66.0.1';
const OWNER_IP = '10.77.0.1';
const ATTACKER_PASSWORD = 'Attacker-Knows-1';
const OWNER_PASSWORD = 'Owner-Chose-This-2';

/** The registration cookie each client's browser holds, by client address. */
const handles = new Map<string, Record<string, string>>();

const register = async (email: string, password: string, remoteAddress: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/account/register',
    payload: { ...VALID_REGISTRATION, email, password },
    remoteAddress,
  });
  handles.set(remoteAddress, registrationCookie(res));
  return res;
};

const verify = (email: string, verificationCode: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/account/register/verification/verify',
    payload: { email, verificationCode },
    remoteAddress,
    cookies: handles.get(remoteAddress),
  });

const signIn = (email: string, password: string, remoteAddress = '10.88.0.1') =>
  app.inject({ method: 'POST', url: '/api/v2/session', payload: { email, password }, remoteAddress });

const resend = (email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/account/register/verification/create',
    payload: { email },
    remoteAddress,
    cookies: handles.get(remoteAddress),
  });

/** A code that is certainly not the one mailed. */
const wrongCode = (code: string) => (code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');

describe('pre-registration takeover', () => {
  it("gives the account to the person who proves the address, with that person's password", async () => {
    const email = 'victim@example.com';
    const { org } = await buildMember(app.db);
    const invitation = await buildPerson(app.db, org.id, { email, role: 'Member' });

    expect((await register(email, ATTACKER_PASSWORD, ATTACKER_IP)).statusCode).toBe(200);
    // Registering holds nothing: no account, and the invitation is not linked to anyone yet.
    const [pendingPerson] = await app.db.select().from(people).where(eq(people.id, invitation.id));
    expect(pendingPerson.userId).toBeNull();

    expect((await register(email, OWNER_PASSWORD, OWNER_IP)).statusCode).toBe(200);
    const ownerCode = await latestCode(app, email);
    const verified = await verify(email, ownerCode, OWNER_IP);
    expect(verified.statusCode).toBe(200);

    expect((await signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const owner = await signIn(email, OWNER_PASSWORD);
    expect(owner.statusCode).toBe(200);
    // Proving the address joins no organisation by itself: only accepting an invitation does
    // (docs/security.md, Invitations), so the attacker's registration could never have joined either.
    const [stillPending] = await app.db.select().from(people).where(eq(people.id, invitation.id));
    expect(stillPending.userId).toBeNull();
  });

  it('does not let wrong guesses burn the owner’s code; the guesser gets a clear 429', async () => {
    const email = 'guessed@example.com';
    // The guesser registers the address too: without a registration of it, no code is checked.
    expect((await register(email, ATTACKER_PASSWORD, ATTACKER_IP)).statusCode).toBe(200);
    expect((await register(email, OWNER_PASSWORD, OWNER_IP)).statusCode).toBe(200);
    const code = await latestCode(app, email);
    for (let i = 0; i < VERIFICATION_GUESS_LIMIT; i += 1) {
      const guess = await verify(email, wrongCode(code), ATTACKER_IP);
      expect(guess.statusCode).toBe(422);
      expect(guess.json().messages[0]).toMatchObject({
        field: 'verificationCode',
        text: ACCOUNT_TEXTS.codeInvalid,
      });
    }
    const blocked = await verify(email, wrongCode(code), ATTACKER_IP);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().messages[0].text).toBe(ACCOUNT_TEXTS.tooManyCodeGuesses);
    // Even the right code is refused to the client that spent its guesses ...
    expect((await verify(email, code, ATTACKER_IP)).statusCode).toBe(429);
    // ... while the owner, from their own client, still verifies with the same code.
    expect((await verify(email, code, OWNER_IP)).statusCode).toBe(200);
    expect((await signIn(email, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('limits the codes a sign-in to an unverified account mails: a cooldown and an hourly cap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'bombed@example.com';
    expect((await register(email, OWNER_PASSWORD, OWNER_IP)).statusCode).toBe(200);
    const mails = async () => (await readOutbox(app, email)).length;
    const afterRegistration = await mails();

    for (let i = 0; i < 5; i += 1) {
      const res = await signIn(email, OWNER_PASSWORD, ATTACKER_IP);
      expect(res.statusCode).toBe(403);
      expect(res.json().messages[0]).toMatchObject({ id: 'AUTH_EMAIL_NOT_VERIFIED' });
    }
    expect(await mails()).toBe(afterRegistration + 1);

    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR + 5; i += 1) {
      vi.setSystemTime(Date.now() + (VERIFICATION_RESEND_COOLDOWN_SECONDS + 1) * 1000);
      expect((await signIn(email, OWNER_PASSWORD, ATTACKER_IP)).statusCode).toBe(403);
    }
    expect(await mails()).toBe(VERIFICATION_MAILS_PER_HOUR);
  });

  it('limits asking for a new code with a clear 429', async () => {
    const email = 'resent@example.com';
    expect((await register(email, OWNER_PASSWORD, OWNER_IP)).statusCode).toBe(200);
    expect((await resend(email, OWNER_IP)).statusCode).toBe(200);
    const again = await resend(email, OWNER_IP);
    expect(again.statusCode).toBe(429);
    expect(again.json().messages[0].text).toBe(ACCOUNT_TEXTS.codeResendTooSoon);
    expect(await readOutbox(app, email)).toHaveLength(2);
  });

  it('makes nobody an account holder or administrator by registering alone', async () => {
    const email = 'never-verified@example.com';
    expect((await register(email, ATTACKER_PASSWORD, ATTACKER_IP)).statusCode).toBe(200);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
