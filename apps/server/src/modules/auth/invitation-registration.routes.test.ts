import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, people, users } from '../../db/schema/index.ts';
import { cookieValue, readOutbox, VALID_REGISTRATION } from '../../test/auth-helpers.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { addAndInvite, BASE_URL, linkOf } from '../people/invitations.test-support.ts';

/** Issue 35 point 9: the invitation's mailed link proves the address, so no code and no retyped name. */
let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ appUrl: BASE_URL });
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const freshEmail = () => `linked-${Date.now()}-${counter++}@example.com`;
const { password, acceptTerms } = VALID_REGISTRATION;

/** Invites `email` as Priya Patel to a new organisation and answers the mailed link. */
async function invite(email: string) {
  const { org, session } = await buildMember(app.db);
  const sent = await addAndInvite(app, session, [{ email, firstName: 'Priya', lastName: 'Patel' }]);
  expect(sent.statusCode).toBe(200);
  const [mail] = await readOutbox(app, email);
  return { org, ...linkOf(mail.text) };
}

const register = (invitationId: string, key: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v2/invitation/${invitationId}/${key}/register`, payload });
const usersWith = (email: string) => app.db.select().from(users).where(eq(users.email, email));

describe('POST /api/v2/invitation/{id}/{key}/register', () => {
  it('shows the names the inviter gave, then makes the account from a password alone: signed in, in the organisation, no code mailed', async () => {
    const email = freshEmail();
    const { org, invitationId, key } = await invite(email);
    const page = await app.inject({ method: 'GET', url: `/api/v2/invitation/${invitationId}/${key}` });
    expect(page.json().invitation).toMatchObject({
      firstName: 'Priya',
      lastName: 'Patel',
      hasAccount: false,
    });

    const res = await register(invitationId, key, {
      firstName: 'Priya',
      lastName: 'Patel',
      password,
      acceptTerms,
    });

    expect(res.statusCode).toBe(200);
    const { token, userId, orgId } = res.json();
    expect(orgId).toBe(org.id);
    expect(cookieValue(res.headers['set-cookie'], 'cairn_session')).toBe(token);
    const [user] = await usersWith(email);
    expect(user).toMatchObject({ id: userId, emailVerified: true, firstName: 'Priya', lastName: 'Patel' });
    const mails = await readOutbox(app, email);
    expect(mails.some((mail) => mail.subject.includes('verification code'))).toBe(false);
    const [person] = await app.db.select().from(people).where(eq(people.email, email));
    expect(person).toMatchObject({ userId, hasAccepted: true });
    const orgs = await app.inject({
      method: 'GET',
      url: '/api/v2/orgs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(orgs.json().orgs.map((o: { id: string }) => o.id)).toContain(org.id);
    // The link is used: a second account cannot be made with it.
    const again = await register(invitationId, key, { firstName: 'X', lastName: 'Y', password, acceptTerms });
    expect(again.statusCode).toBe(409);
    expect(await usersWith(email)).toHaveLength(1);
  });

  it('keeps the names the invitee corrected', async () => {
    const email = freshEmail();
    const { invitationId, key } = await invite(email);
    const res = await register(invitationId, key, {
      firstName: 'Priyanka',
      lastName: 'Patel',
      password,
      acceptTerms,
    });
    expect(res.statusCode).toBe(200);
    expect((await usersWith(email))[0]).toMatchObject({ firstName: 'Priyanka', lastName: 'Patel' });
  });

  it('answers 422 on email for an address that has an account (sign in to accept) and changes nothing', async () => {
    const existing = await buildUser(app.db);
    const { invitationId, key } = await invite(existing.email);
    const page = await app.inject({ method: 'GET', url: `/api/v2/invitation/${invitationId}/${key}` });
    expect(page.json().invitation.hasAccount).toBe(true);
    const res = await register(invitationId, key, { firstName: 'A', lastName: 'B', password, acceptTerms });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ field: 'email', text: ACCOUNT_TEXTS.emailTaken });
    const [invitation] = await app.db.select().from(invitations).where(eq(invitations.id, invitationId));
    expect(invitation.status).toBe('Pending');
    expect(await usersWith(existing.email)).toHaveLength(1);
  });

  it('answers 422 per field for a weak password or missing terms, 404 for a tampered key or an expired link; nothing is made', async () => {
    const email = freshEmail();
    const { invitationId, key } = await invite(email);
    const weak = await register(invitationId, key, {
      firstName: 'A',
      lastName: 'B',
      password: 'short',
      acceptTerms,
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().messages.map((m: { field: string }) => m.field)).toContain('password');
    const noTerms = await register(invitationId, key, { firstName: 'A', lastName: 'B', password });
    expect(noTerms.statusCode).toBe(422);
    const tampered = await register(invitationId, `${key}x`, {
      firstName: 'A',
      lastName: 'B',
      password,
      acceptTerms,
    });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json().messages[0].text).toBe(PEOPLE_TEXTS.invitationNotFound);
    await app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitationId));
    const expired = await register(invitationId, key, {
      firstName: 'A',
      lastName: 'B',
      password,
      acceptTerms,
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().messages[0].text).toBe(PEOPLE_TEXTS.invitationExpired);
    expect(await usersWith(email)).toHaveLength(0);
  });
});
