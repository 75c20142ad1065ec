import { NOTICES } from '@cairn/domain/notifications/notices';
import { describe, expect, it } from 'vitest';
import { runChange } from '../../db/run-change.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { renamedTeam } from '../../test/renamed-team.ts';
import { callAs } from '../../test/route-test.ts';
import { quotedPrintableText } from '../../test/smtp-sink.ts';
import { useSmtpTestApp } from '../../test/smtp-test-app.ts';
import { inbox } from './notifications.test-support.ts';

/** Texts the server writes in an organisation's context follow its own words; typed titles never do. */
describe("the organisation's own words in notifications and mails, through a real SMTP server", () => {
  const { app, sink } = useSmtpTestApp();

  it('writes an assigned to-do in the app and in the mail in the words, in English and German', async () => {
    const { owner, english, german } = await renamedTeam(app);
    for (const reader of [english, german]) {
      await callAs(app, reader.session, 'PUT', '/user/notification-preferences', {
        preferences: { assigned: { inApp: true, email: true } },
      });
    }
    const meeting = await buildMeeting(app.db, owner.orgId, {
      ownerPersonId: owner.person.id,
      inviteeIds: [english.person.id, german.person.id],
    });
    const created = await callAs(app, owner.session, 'POST', '/todos', {
      title: 'Tidy the To-Do board',
      ownerIds: [english.person.id, german.person.id],
      tractionId: meeting.id,
    });
    expect(created.statusCode).toBe(201);
    const by = `${owner.user.firstName} ${owner.user.lastName}`;

    const [note] = (await inbox(app, english.session)).items;
    expect(note).toMatchObject({
      title: 'New action',
      message: `${by} assigned the action "Tidy the To-Do board" to you.`,
    });
    const [deNote] = (await inbox(app, german.session)).items;
    expect(deNote).toMatchObject({
      title: 'Neues Action',
      message: `${by} hat Ihnen das Action „Tidy the To-Do board“ zugewiesen.`,
    });

    const mail = await sink.waitFor(english.user.email, () => true);
    expect(quotedPrintableText(mail.raw)).toContain(
      `${by} assigned the action "Tidy the To-Do board" to you.`,
    );
    const deMail = await sink.waitFor(german.user.email, () => true);
    expect(quotedPrintableText(deMail.raw)).toContain('das Action');
    expect(quotedPrintableText(deMail.raw)).not.toContain('das To-Do');
  });

  it('keeps the usual words in another organisation, and for a rock names the goal', async () => {
    const { english } = await renamedTeam(app);
    const elsewhere = await buildMember(app.db);
    const readers = [{ userId: english.user.id }];
    await runChange(app, { userId: english.user.id, orgId: english.orgId }, (tx, _record, afterCommit) =>
      app.notifier.toUsers(tx, afterCommit, readers, {
        kind: 'assigned',
        orgId: english.orgId,
        ...NOTICES.assigned('Ana Ruiz', 'rock', 'Rocks of Q3'),
      }),
    );
    expect((await inbox(app, english.session)).items[0]).toMatchObject({
      title: 'New goal',
      message: 'Ana Ruiz assigned the goal "Rocks of Q3" to you.',
    });
    await runChange(app, { userId: elsewhere.user.id, orgId: elsewhere.orgId }, (tx, _record, afterCommit) =>
      app.notifier.toUsers(tx, afterCommit, [{ userId: elsewhere.user.id }], {
        kind: 'assigned',
        orgId: elsewhere.orgId,
        ...NOTICES.assigned('Ana Ruiz', 'rock', 'Rocks of Q3'),
      }),
    );
    expect((await inbox(app, elsewhere.session)).items[0]).toMatchObject({ title: 'New rock' });
  });
});
