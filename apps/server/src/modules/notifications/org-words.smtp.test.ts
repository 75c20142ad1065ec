import { randomUUID } from 'node:crypto';
import { NOTICES } from '@cairn/domain/notifications/notices';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runChange } from '../../db/run-change.ts';
import { users } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { callAs } from '../../test/route-test.ts';
import { quotedPrintableText } from '../../test/smtp-sink.ts';
import { useSmtpTestApp } from '../../test/smtp-test-app.ts';
import { queueRecapMail } from '../live-meeting/live-meeting-recap.ts';
import { inbox } from './notifications.test-support.ts';

/** The Owner's organisation renames Rock and To-Do (issue 33); a member reads English, one German. */
async function renamedTeam(app: Parameters<typeof callAs>[0]) {
  const owner = await buildMember(app.db);
  const renamed = await callAs(app, owner.session, 'PUT', '/org/terms', {
    terms: { rock: { singular: 'Goal', plural: 'Goals' }, todo: { singular: 'Action', plural: 'Actions' } },
  });
  expect(renamed.statusCode).toBe(200);
  const english = await buildMember(app.db, 'Member', owner.orgId);
  const german = await buildMember(app.db, 'Member', owner.orgId);
  await app.db.update(users).set({ userLocale: 'de' }).where(eq(users.id, german.user.id));
  return { owner, english, german };
}

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

  it('writes the meeting recap in the words', async () => {
    const { owner, german } = await renamedTeam(app);
    await runChange(app, { userId: owner.user.id, orgId: owner.orgId }, (tx) =>
      queueRecapMail(tx, app, {
        orgId: owner.orgId,
        title: 'Rocks weekly',
        link: 'https://cairn.example.com/summary',
        pdfLink: null,
        summary: {
          date: '2026-11-23T09:00:00.000Z',
          durationMs: 60 * 60_000,
          sections: [],
          attendees: [
            { personId: owner.person.id, name: 'Owner', rating: 9 },
            { personId: german.person.id, name: 'Greta', rating: 9 },
          ],
          averageRating: 9,
          todosAdded: [{ id: randomUUID(), title: 'Write the To-Do guide' }],
          todosCompleted: [],
          issuesSolved: [],
          headlinesReviewed: [],
          rocks: { onTrack: 1, offTrack: 0, onTrackPercent: 100 },
          scorecard: null,
        },
      }),
    );
    await app.jobs.drain();
    const mail = await sink.waitFor(owner.user.email, () => true);
    expect(mail.subject).toBe('Meeting recap: Rocks weekly');
    const text = quotedPrintableText(mail.raw);
    for (const expected of ['Actions made', 'Goals', '- Write the To-Do guide']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('To-dos made');
    const deText = quotedPrintableText((await sink.waitFor(german.user.email, () => true)).raw);
    expect(deText).toContain('Neue Actions');
    expect(deText).toContain('Goals');
  });
});
