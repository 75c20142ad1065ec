import { VERIFICATION_CODE_TTL_MINUTES } from '@cairn/domain/account/account.constants';
import { NOTICES } from '@cairn/domain/notifications/notices';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runChange } from '../../db/run-change.ts';
import { notifications } from '../../db/schema/index.ts';
import { VALID_REGISTRATION } from '../../test/auth-helpers.ts';
import { buildMember, buildSession, buildUser } from '../../test/factories.ts';
import { quotedPrintableText } from '../../test/smtp-sink.ts';
import { useSmtpTestApp } from '../../test/smtp-test-app.ts';
import { injectAs } from '../../test/test-app.ts';
import { addAndInvite, BASE_URL } from '../people/invitations.test-support.ts';

/** A MIME encoded-word header (`=?UTF-8?Q?...?=` or `?B?`) as text. */
const header = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_w, kind: string, body: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(body, 'base64').toString('utf8')
      : quotedPrintableText(body.replace(/_/g, ' ')),
  );

/** The Subject header of a raw message, its folded lines joined and its encoded words decoded. */
const subjectOf = (raw: string) =>
  header((raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '').replace(/\?=\r?\n[ \t]+=\?/g, '?= =?'));

describe('mails in the recipient language, through a real SMTP server', () => {
  const { app, sink } = useSmtpTestApp({ appUrl: BASE_URL });

  it('sends the sign-up code in German to a German browser, in English to an unknown language', async () => {
    const german = `deutsch-${Date.now()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/register',
      payload: { ...VALID_REGISTRATION, email: german },
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitFor(german, () => true);
    expect(subjectOf(mail.raw)).toMatch(/^Ihr Cairn-Bestätigungscode: \S{6}$/);
    expect(quotedPrintableText(mail.raw)).toContain(
      `Er ist ${VERIFICATION_CODE_TTL_MINUTES} Minuten gültig.`,
    );

    const other = `other-${Date.now()}@example.com`;
    await app.inject({
      method: 'POST',
      url: '/api/v2/account/register',
      payload: { ...VALID_REGISTRATION, email: other },
      headers: { 'accept-language': 'ja-JP' },
      remoteAddress: '10.9.0.2',
    });
    expect((await sink.waitFor(other, () => true)).subject).toMatch(/^Your Cairn verification code: \S{6}$/);
  });

  it("invites in the invitee's chosen language, else in the language of the inviting browser", async () => {
    const { session } = await buildMember(app.db);
    const chosen = await buildUser(app.db);
    const chosenSession = await buildSession(app.db, chosen);
    await injectAs(app, chosenSession, {
      method: 'PUT',
      url: '/api/v2/user/profile',
      payload: { firstName: 'Fran', lastName: 'Çois', userLocale: 'fr' },
    });
    const newcomer = `nuevo-${Date.now()}@example.com`;
    const invite = await injectAs(app, session, {
      method: 'POST',
      url: '/api/v2/subscription/add',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      payload: {
        baseUrl: BASE_URL,
        invitees: [
          { firstName: 'Nuevo', lastName: 'Persona', email: newcomer, role: 'Member' },
          { firstName: 'Fran', lastName: 'Çois', email: chosen.email, role: 'Member' },
        ],
      },
    });
    expect(invite.statusCode).toBe(200);
    const spanish = await sink.waitFor(newcomer, () => true);
    expect(subjectOf(spanish.raw)).toMatch(/te ha invitado a .* en Cairn$/);
    expect(quotedPrintableText(spanish.raw)).toContain('Aceptar o rechazar la invitación');
    const french = await sink.waitFor(chosen.email, () => true);
    expect(subjectOf(french.raw)).toMatch(/vous a invité à rejoindre .* sur Cairn$/);

    // No header and no choice: English, as before.
    const plain = `plain-${Date.now()}@example.com`;
    expect((await addAndInvite(app, session, [{ email: plain }])).statusCode).toBe(200);
    expect((await sink.waitFor(plain, () => true)).subject).toMatch(/invited you to .* on Cairn$/);
  });

  it("sends the reset link in the account's language, else in the asking browser's", async () => {
    const forgot = (email: string, language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/account/password/forgot',
        payload: { email },
        headers: language ? { 'accept-language': language } : {},
        remoteAddress: '10.9.1.1',
      });
    const chosen = await buildUser(app.db);
    await injectAs(app, await buildSession(app.db, chosen), {
      method: 'PUT',
      url: '/api/v2/user/profile',
      payload: { firstName: 'Greta', lastName: 'Berg', userLocale: 'de' },
    });
    // The account's choice wins over the browser's language.
    expect((await forgot(chosen.email, 'fr-FR')).statusCode).toBe(200);
    const german = await sink.waitFor(chosen.email, () => true);
    expect(subjectOf(german.raw)).toBe('Setzen Sie Ihr Cairn-Passwort zurück');
    expect(quotedPrintableText(german.raw)).toContain('Neues Passwort wählen');
    expect(quotedPrintableText(german.raw)).toMatch(/\/update-password\/[^\s"]+/);

    const unchosen = await buildUser(app.db);
    expect((await forgot(unchosen.email, 'es-ES,es;q=0.9')).statusCode).toBe(200);
    const spanish = await sink.waitFor(unchosen.email, () => true);
    expect(subjectOf(spanish.raw)).toBe('Restablece tu contraseña de Cairn');

    const plain = await buildUser(app.db);
    expect((await forgot(plain.email)).statusCode).toBe(200);
    expect((await sink.waitFor(plain.email, () => true)).subject).toBe('Reset your Cairn password');
  });

  it("writes a notification in its reader's language, in the app and in the mail", async () => {
    const { user, orgId, session } = await buildMember(app.db);
    await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/user/profile',
      payload: { firstName: 'Greta', lastName: 'Berg', userLocale: 'de' },
    });
    const english = await buildMember(app.db, 'Member', orgId);
    const readers = [{ userId: user.id }, { userId: english.user.id }];
    await runChange(app, { userId: user.id, orgId }, (tx, _record, afterCommit) =>
      app.notifier.toUsers(tx, afterCommit, readers, {
        kind: 'roleChanged',
        orgId,
        ...NOTICES.roleChanged('Acme', 'Admin'),
      }),
    );
    const rows = await app.db
      .select({
        userId: notifications.recipientUserId,
        title: notifications.title,
        message: notifications.message,
      })
      .from(notifications)
      .where(eq(notifications.orgId, orgId));
    expect(rows.find((row) => row.userId === user.id)).toMatchObject({
      title: 'Berechtigungsstufe',
      message: 'Ihre Berechtigungsstufe in Acme ist jetzt Admin.',
    });
    expect(rows.find((row) => row.userId === english.user.id)).toMatchObject({
      title: 'Permission level',
      message: 'Your permission level in Acme is now Admin.',
    });
    const germanMail = await sink.waitFor(user.email, () => true);
    expect(subjectOf(germanMail.raw)).toBe('Ihre Berechtigungsstufe in Acme ist jetzt Admin.');
    expect(quotedPrintableText(germanMail.raw)).toContain('Cairn öffnen');
  });
});
