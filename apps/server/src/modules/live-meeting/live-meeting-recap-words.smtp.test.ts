import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runChange } from '../../db/run-change.ts';
import { renamedTeam } from '../../test/renamed-team.ts';
import { quotedPrintableText } from '../../test/smtp-sink.ts';
import { useSmtpTestApp } from '../../test/smtp-test-app.ts';
import { queueRecapMail } from './live-meeting-recap.ts';

/** The recap mail follows the organisation's own words (issue 33); typed titles never do. */
describe("the meeting recap in the organisation's own words, through a real SMTP server", () => {
  const { app, sink } = useSmtpTestApp();

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
