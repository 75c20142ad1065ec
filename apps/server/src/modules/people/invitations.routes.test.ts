import { PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, people, users } from '../../db/schema/index.ts';
import { readOutbox } from '../../test/auth-helpers.ts';
import { buildMember, buildOrg, buildPerson, buildSession, buildUser } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp, type TTestSession } from '../../test/test-app.ts';
import { addAndInvite, BASE_URL, linkOf } from './invitations.test-support.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ appUrl: BASE_URL });
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const freshEmail = () => `invitee-${Date.now()}-${counter++}@example.com`;
const latestMail = async (email: string) => {
  const [newest] = await readOutbox(app, email);
  return newest;
};
const view = (id: string, key: string) =>
  app.inject({ method: 'GET', url: `/api/v2/invitation/${id}/${key}` });
const answer = (session: TTestSession | null, id: string, key: string, verb: 'accept' | 'decline') =>
  injectAs(app, session, { method: 'POST', url: `/api/v2/invitation/${id}/${key}/${verb}` });
const orgIdsOf = async (session: TTestSession) =>
  (await injectAs(app, session, { method: 'GET', url: '/api/v2/orgs' }))
    .json()
    .orgs.map((o: { id: string }) => o.id);

describe('POST /api/v2/subscription/add and the invitation link', () => {
  it('adds the people, mails each a link; the invitee is no member until they accept', async () => {
    const { org, session } = await buildMember(app.db);
    const invitee = await buildUser(app.db);
    const email = invitee.email;

    const res = await addAndInvite(app, session, [{ email: email.toUpperCase(), role: 'Manager' }]);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      succeeded: true,
      shouldRedirectToCheckout: false,
      messages: [expect.objectContaining({ text: PEOPLE_TEXTS.inviteSent })],
      invitations: [{ email, status: 'Pending' }],
    });
    const mail = await latestMail(email);
    const link = linkOf(mail.text);
    expect(link.url.startsWith(`${BASE_URL}/welcome/invitation/`)).toBe(true);
    expect(mail.html).toContain(link.url);
    const [stored] = await app.db.select().from(invitations).where(eq(invitations.id, link.invitationId));
    expect(stored.keyHash).not.toContain(link.key);
    expect(stored.expiresAt.getTime() - stored.sentAt.getTime()).toBe(14 * 24 * 60 * 60 * 1000);

    const inviteeSession = await buildSession(app.db, invitee, null);
    expect(await orgIdsOf(inviteeSession)).not.toContain(org.id);

    const page = await view(link.invitationId, link.key);
    expect(page.statusCode).toBe(200);
    expect(page.json().invitation).toMatchObject({
      id: link.invitationId,
      email,
      orgName: org.name,
      role: 'Manager',
      status: 'Pending',
    });

    const accepted = await answer(inviteeSession, link.invitationId, link.key, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ orgId: org.id });
    expect(await orgIdsOf(inviteeSession)).toContain(org.id);
    const [person] = await app.db.select().from(people).where(eq(people.email, email));
    expect(person).toMatchObject({ userId: invitee.id, hasAccepted: true, role: 'Manager' });
    const [user] = await app.db.select().from(users).where(eq(users.id, invitee.id));
    expect(user.defaultOrgId).toBe(org.id);

    const again = await answer(inviteeSession, link.invitationId, link.key, 'accept');
    expect(again.statusCode).toBe(409);
    expect((await view(link.invitationId, link.key)).json().invitation.status).toBe('Accepted');
  });

  it('refuses to accept while signed in as another email, with a clear text, and links nobody', async () => {
    const { session } = await buildMember(app.db);
    const email = freshEmail();
    await addAndInvite(app, session, [{ email }]);
    const link = linkOf((await latestMail(email)).text);
    const stranger = await buildUser(app.db);

    const res = await answer(
      await buildSession(app.db, stranger, null),
      link.invitationId,
      link.key,
      'accept',
    );

    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].text).toBe(PEOPLE_TEXTS.wrongAccount(email));
    const [person] = await app.db.select().from(people).where(eq(people.email, email));
    expect(person).toMatchObject({ userId: null, hasAccepted: false });
  });

  it('answers 404 with the right text for a tampered key or id, a revoked and an expired link', async () => {
    const { session, orgId } = await buildMember(app.db);
    const email = freshEmail();
    await addAndInvite(app, session, [{ email }]);
    const link = linkOf((await latestMail(email)).text);

    for (const res of [await view(link.invitationId, `${link.key}x`), await view('not-an-id', link.key)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].text).toBe(PEOPLE_TEXTS.invitationNotFound);
    }
    const user = await buildUser(app.db, { email });
    const tampered = await answer(
      await buildSession(app.db, user, null),
      link.invitationId,
      'wrong',
      'accept',
    );
    expect(tampered.statusCode).toBe(404);

    await app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, link.invitationId));
    const expired = await view(link.invitationId, link.key);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().messages[0].text).toBe(PEOPLE_TEXTS.invitationExpired);
    const late = await answer(await buildSession(app.db, user, null), link.invitationId, link.key, 'accept');
    expect(late.statusCode).toBe(404);

    const revoke = await injectAs(app, session, {
      method: 'DELETE',
      url: `/api/v2/invitation/${link.invitationId}`,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().invitation).toMatchObject({ status: 'Revoked', personId: expect.any(String) });
    const revoked = await view(link.invitationId, link.key);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().messages[0].text).toBe(PEOPLE_TEXTS.invitationRevoked);
    expect(orgId).toBeTruthy();
  });

  it('declines: the person stays out and may be invited again; the old link dies on resend', async () => {
    const { session } = await buildMember(app.db);
    const email = freshEmail();
    await addAndInvite(app, session, [{ email }]);
    const first = linkOf((await latestMail(email)).text);
    const user = await buildUser(app.db, { email });
    const userSession = await buildSession(app.db, user, null);

    const declined = await answer(userSession, first.invitationId, first.key, 'decline');
    expect(declined.statusCode).toBe(200);
    expect((await view(first.invitationId, first.key)).json().invitation.status).toBe('Declined');

    const resend = await injectAs(app, session, {
      method: 'POST',
      url: `/api/v2/invitation/${first.invitationId}/resend`,
      payload: { baseUrl: BASE_URL },
    });
    expect(resend.statusCode).toBe(200);
    const second = linkOf((await latestMail(email)).text);
    expect(second.invitationId).not.toBe(first.invitationId);
    expect((await answer(userSession, second.invitationId, second.key, 'accept')).statusCode).toBe(200);
  });

  it('ignores a duplicate email in the list and answers 422 for an email already in the organisation', async () => {
    const { org, session } = await buildMember(app.db);
    const email = freshEmail();
    const twice = await addAndInvite(app, session, [{ email }, { email: email.toUpperCase() }]);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().people).toHaveLength(1);
    expect(await readOutbox(app, email)).toHaveLength(1);

    const existing = await addAndInvite(app, session, [{ email: freshEmail() }, { email }]);
    expect(existing.statusCode).toBe(422);
    expect(existing.json().messages[0]).toMatchObject({
      field: 'invitees.1.email',
      text: PEOPLE_TEXTS.existingEmail,
    });
    expect((await app.db.select().from(people).where(eq(people.orgId, org.id))).length).toBe(2);
  });

  it.each([
    ['invitees.0.email', { email: 'not-an-email' }, 'VAL_INVALID_EMAIL'],
    ['invitees.0.firstName', { email: 'a@example.com', firstName: ' ' }, 'VAL_REQUIRED'],
    ['invitees.0.role', { email: 'a@example.com', role: 'Owner' }, undefined],
  ])('answers 422 on %s', async (field, invitee, id) => {
    const { session } = await buildMember(app.db);
    const res = await addAndInvite(app, session, [invitee]);
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ field, ...(id ? { id } : {}) });
  });

  it('answers 401 without a session and 403 to roles that may not invite', async () => {
    expect((await addAndInvite(app, null, [{ email: freshEmail() }])).statusCode).toBe(401);
    const { org } = await buildMember(app.db);
    for (const role of ['Manager', 'Member', 'Observer'] as const) {
      const other = await buildMember(app.db, role, org.id);
      expect((await addAndInvite(app, other.session, [{ email: freshEmail() }])).statusCode).toBe(403);
    }
  });

  it('escapes names in the HTML mail', async () => {
    const owner = await buildUser(app.db, { firstName: '<b>Evil</b>', lastName: '&Co' });
    const { org } = await buildOrg(app.db, owner, '<script>alert(1)</script>');
    const session = await buildSession(app.db, owner, org.id);
    const email = freshEmail();
    expect((await addAndInvite(app, session, [{ email }])).statusCode).toBe(200);
    const mail = await latestMail(email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Evil');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('uses APP_URL when the given base URL is another site', async () => {
    const { session } = await buildMember(app.db);
    const email = freshEmail();
    const res = await injectAs(app, session, {
      method: 'POST',
      url: '/api/v2/subscription/add',
      payload: { baseUrl: 'https://evil.example.net', invitees: [{ firstName: 'A', lastName: 'B', email }] },
    });
    expect(res.statusCode).toBe(200);
    expect(linkOf((await latestMail(email)).text).url.startsWith(`${BASE_URL}/welcome/invitation/`)).toBe(
      true,
    );
  });
});

describe('POST /api/v2/invitations', () => {
  const send = (session: TTestSession | null, invitees: { id: string; email: string }[]) =>
    injectAs(app, session, {
      method: 'POST',
      url: '/api/v2/invitations',
      payload: { invitees, baseUrl: BASE_URL },
    });

  it('invites people added with org/add-member', async () => {
    const { session } = await buildMember(app.db);
    const email = freshEmail();
    const added = await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/org/add-member',
      payload: { firstName: 'A', lastName: 'B', email },
    });
    const res = await send(session, [{ id: added.json().id, email }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitations).toEqual([{ id: expect.any(String), email, status: 'Pending' }]);
    expect(linkOf((await latestMail(email)).text).invitationId).toBe(res.json().invitations[0].id);
  });

  it('answers 404 for another organisation’s person, 422 for an accepted one, 401, 403', async () => {
    const { org, session } = await buildMember(app.db);
    const foreign = await buildMember(app.db);
    expect((await send(session, [{ id: foreign.person.id, email: foreign.user.email }])).statusCode).toBe(
      404,
    );
    const member = await buildMember(app.db, 'Member', org.id);
    const accepted = await send(session, [{ id: member.person.id, email: member.user.email }]);
    expect(accepted.statusCode).toBe(422);
    expect(accepted.json().messages[0].text).toBe(PEOPLE_TEXTS.alreadyAccepted);
    const pending = await buildPerson(app.db, org.id, { email: freshEmail() });
    expect((await send(null, [{ id: pending.id, email: pending.email }])).statusCode).toBe(401);
    expect((await send(member.session, [{ id: pending.id, email: pending.email }])).statusCode).toBe(403);
  });

  it('limits invitation mails per organisation and hour (429)', async () => {
    const { org, session, person } = await buildMember(app.db);
    const pending = await buildPerson(app.db, org.id, { email: freshEmail() });
    const rows = Array.from({ length: 100 }, () => ({
      orgId: org.id,
      personId: pending.id,
      email: pending.email,
      keyHash: 'x',
      status: 'Revoked' as const,
      invitedByPersonId: person.id,
      expiresAt: new Date(Date.now() + 1000),
    }));
    await app.db.insert(invitations).values(rows);
    const res = await send(session, [{ id: pending.id, email: pending.email }]);
    expect(res.statusCode).toBe(429);
    expect(res.json().messages[0].text).toBe(PEOPLE_TEXTS.tooManyInvitations);
  });
});

describe('invitation management', () => {
  it('GET invitations lists the newest invitation of each person; revoke/resend of another org are 404', async () => {
    const { session } = await buildMember(app.db);
    const email = freshEmail();
    await addAndInvite(app, session, [{ email }]);
    const list = await injectAs(app, session, { method: 'GET', url: '/api/v2/invitations' });
    expect(list.statusCode).toBe(200);
    expect(list.json().invitations).toEqual([
      expect.objectContaining({ email, status: 'Pending', isExpired: false }),
    ]);
    const id = list.json().invitations[0].id;
    const other = await buildMember(app.db);
    expect(
      (await injectAs(app, other.session, { method: 'DELETE', url: `/api/v2/invitation/${id}` })).statusCode,
    ).toBe(404);
    const resend = await injectAs(app, other.session, {
      method: 'POST',
      url: `/api/v2/invitation/${id}/resend`,
      payload: { baseUrl: BASE_URL },
    });
    expect(resend.statusCode).toBe(404);
    expect((await injectAs(app, null, { method: 'GET', url: '/api/v2/invitations' })).statusCode).toBe(401);
  });

  it('POST people/check-existing-email answers the person with that email, or null', async () => {
    const { org, session } = await buildMember(app.db);
    const existing = await buildPerson(app.db, org.id, { email: freshEmail() });
    const check = (email: string) =>
      injectAs(app, session, {
        method: 'POST',
        url: '/api/v2/people/check-existing-email',
        payload: { email },
      });
    expect((await check(existing.email.toUpperCase())).json().person).toEqual({ id: existing.id });
    expect((await check(freshEmail())).json().person).toBeNull();
    expect((await check('nope')).statusCode).toBe(422);
  });
});
