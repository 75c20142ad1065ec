import { describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../test/auth-helpers.ts';
import { buildMember, buildSession, buildUser } from '../../test/factories.ts';
import { quotedPrintableText } from '../../test/smtp-sink.ts';
import { useSmtpTestApp } from '../../test/smtp-test-app.ts';
import { injectAs, type TTestSession } from '../../test/test-app.ts';
import { addAndInvite, BASE_URL, linkOf } from './invitations.test-support.ts';

describe('invitations through a real SMTP server', () => {
  const { app, sink } = useSmtpTestApp({ appUrl: BASE_URL });

  const linkFor = async (email: string) =>
    linkOf(quotedPrintableText((await sink.waitFor(email, (m) => m.subject.includes('invited you'))).raw));
  const answer = (session: TTestSession, link: { invitationId: string; key: string }, verb: string) =>
    injectAs(app, session, {
      method: 'POST',
      url: `/api/v2/invitation/${link.invitationId}/${link.key}/${verb}`,
    });
  const orgIdsOf = async (session: TTestSession) =>
    (await injectAs(app, session, { method: 'GET', url: '/api/v2/orgs' }))
      .json()
      .orgs.map((o: { id: string }) => o.id);

  it('a new person registers from the link and joins; an existing user accepts; another declines', async () => {
    const { org, session } = await buildMember(app.db);
    const existing = await buildUser(app.db);
    const decliner = await buildUser(app.db);
    const newcomer = `newcomer-${Date.now()}@example.com`;

    const res = await addAndInvite(app, session, [
      { email: newcomer, role: 'Member' },
      { email: existing.email, role: 'Observer' },
      { email: decliner.email, role: 'Admin' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitations).toHaveLength(3);

    const newcomerLink = await linkFor(newcomer);
    const page = await app.inject({
      method: 'GET',
      url: `/api/v2/invitation/${newcomerLink.invitationId}/${newcomerLink.key}`,
    });
    expect(page.json().invitation).toMatchObject({ email: newcomer, orgName: org.name, status: 'Pending' });
    const { token } = await registerAndVerify(app, newcomer);
    const newcomerSession = { token };
    expect(await orgIdsOf(newcomerSession)).not.toContain(org.id);
    expect((await answer(newcomerSession, newcomerLink, 'accept')).statusCode).toBe(200);
    expect(await orgIdsOf(newcomerSession)).toContain(org.id);

    const existingSession = await buildSession(app.db, existing, null);
    expect((await answer(existingSession, await linkFor(existing.email), 'accept')).json().orgId).toBe(
      org.id,
    );
    expect(await orgIdsOf(existingSession)).toContain(org.id);

    const declinerSession = await buildSession(app.db, decliner, null);
    expect((await answer(declinerSession, await linkFor(decliner.email), 'decline')).statusCode).toBe(200);
    expect(await orgIdsOf(declinerSession)).not.toContain(org.id);

    const people = (await injectAs(app, session, { method: 'GET', url: '/api/v2/people' })).json().people as {
      email: string;
      hasAccepted: boolean;
    }[];
    const accepted = Object.fromEntries(people.map((p) => [p.email, p.hasAccepted]));
    expect(accepted).toMatchObject({ [newcomer]: true, [existing.email]: true, [decliner.email]: false });
  });
});
