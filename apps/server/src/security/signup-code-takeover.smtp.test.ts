import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingRegistrations, people, sessions, users } from '../db/schema/index.ts';
import { VALID_REGISTRATION } from '../test/auth-helpers.ts';
import { createBrowser } from '../test/browser-client.ts';
import { buildMember, buildPerson } from '../test/factories.ts';
import type { TSunkMail } from '../test/smtp-sink.ts';
import { useSmtpTestApp } from '../test/smtp-test-app.ts';

/**
 * Issue 28 point 3, through the HTTP routes and a real SMTP server: an attacker registers the
 * victim's address with their own password, the victim registers too, the attacker signs in with
 * the victim's address (which mails the victim a code for the attacker's registration), and the
 * victim types that newest code. The password that counts must be the victim's.
 */
const { app, sink } = useSmtpTestApp();

const EMAIL = 'victim@example.com';
const ATTACKER_PASSWORD = 'Attacker-Chose-1';
const VICTIM_PASSWORD = 'Victim-Chose-2';
const REGISTER = '/api/v2/account/register';
const VERIFY = '/api/v2/account/register/verification/verify';
const NEW_CODE = '/api/v2/account/register/verification/create';

/** The code of the next verification mail to the address that was not read yet. */
const seen = new Set<TSunkMail>();
async function nextCode(to: string): Promise<string> {
  const mail = await sink.waitFor(to, (m) => !seen.has(m) && m.subject.includes('verification code'));
  seen.add(mail);
  const code = mail.subject.match(/: (\S{6})$/)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

describe('a sign-up code mailed for somebody else’s registration', () => {
  it('gives the account to the person who typed it, with their password; the attacker gets nothing', async () => {
    const { org } = await buildMember(app.db);
    const invitation = await buildPerson(app.db, org.id, { email: EMAIL, role: 'Admin' });
    const attacker = createBrowser(app, '10.28.3.1');
    const victim = createBrowser(app, '10.28.3.2');

    expect(
      (await attacker.post(REGISTER, { ...VALID_REGISTRATION, email: EMAIL, password: ATTACKER_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const attackersFirstCode = await nextCode(EMAIL);
    expect(
      (await victim.post(REGISTER, { ...VALID_REGISTRATION, email: EMAIL, password: VICTIM_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const victimsOwnCode = await nextCode(EMAIL);

    // The attacker signs in with the victim's address: "verify first", and a new code for the
    // attacker's registration goes to the victim's mailbox.
    const attackerSignIn = await attacker.post('/api/v2/session', {
      email: EMAIL,
      password: ATTACKER_PASSWORD,
    });
    expect(attackerSignIn.statusCode).toBe(403);
    expect(attackerSignIn.json().messages[0].id).toBe('AUTH_EMAIL_NOT_VERIFIED');
    const newestCode = await nextCode(EMAIL);
    expect(new Set([attackersFirstCode, victimsOwnCode, newestCode]).size).toBe(3);

    // The victim types the newest code they received, in their own browser.
    const verified = await victim.post(VERIFY, { email: EMAIL, verificationCode: newestCode });
    expect(verified.statusCode).toBe(200);
    const userId = verified.json().userId as string;
    expect(victim.cookie('cairn_session')).toBe(verified.json().token);
    expect(victim.cookie('cairn_registration')).toBeUndefined();

    // The account's password is the victim's; the attacker's opens nothing.
    const victimElsewhere = createBrowser(app, '10.28.3.3');
    const victimSignIn = await victimElsewhere.post('/api/v2/session', {
      email: EMAIL,
      password: VICTIM_PASSWORD,
    });
    expect(victimSignIn.statusCode).toBe(200);
    expect(victimSignIn.json().userId).toBe(userId);
    expect(
      (await attacker.post('/api/v2/session', { email: EMAIL, password: ATTACKER_PASSWORD })).statusCode,
    ).toBe(401);

    // The attacker's browser gets no session with any code, nor a new code.
    for (const verificationCode of [attackersFirstCode, victimsOwnCode, newestCode]) {
      expect((await attacker.post(VERIFY, { email: EMAIL, verificationCode })).statusCode).toBe(422);
    }
    expect((await attacker.post(NEW_CODE, { email: EMAIL })).statusCode).toBe(200);
    expect(attacker.cookie('cairn_session')).toBeUndefined();
    expect((await attacker.get('/api/v2/session')).statusCode).toBe(401);
    const userSessions = await app.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(userSessions.map((s) => s.token).sort()).toEqual(
      [verified.json().token, victimSignIn.json().token].sort(),
    );

    // One account, no registration left, and the invitation still waits for its owner to accept.
    expect(await app.db.select().from(users).where(eq(users.email, EMAIL))).toHaveLength(1);
    expect(
      await app.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, EMAIL)),
    ).toEqual([]);
    const [person] = await app.db.select().from(people).where(eq(people.id, invitation.id));
    expect(person.userId).toBeNull();
    // Nothing more reached the victim's mailbox: no code was sent for the attacker's calls after.
    await app.jobs.drain();
    expect(sink.received.filter((m) => m.to.includes(EMAIL) && !seen.has(m))).toEqual([]);
  });
});
