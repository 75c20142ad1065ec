import { describe, expect, it } from 'vitest';
import { callAs } from '../../test/route-test.ts';
import { useSmtpTestApp } from '../../test/smtp-test-app.ts';
import { buildLiveTeam } from './live-meeting.test-support.ts';

/** The recap mail leaves through the jobs table and reaches every attendee over real SMTP. */
describe('live meeting recap over a real SMTP server', () => {
  const { app, sink } = useSmtpTestApp();

  it('mails the recap to each attendee when the meeting ends', async () => {
    const team = await buildLiveTeam(app.db);
    const meeting = await team.newMeeting();
    const act = (session: { token: string }, action: string, payload: object = {}) =>
      callAs(app, session, 'POST', `/live-meeting/${action}`, { meetingThreadId: meeting.id, ...payload });
    await act(team.owner.session, 'join');
    await act(team.member.session, 'join');
    await act(team.owner.session, 'start');
    await act(team.member.session, 'add-rating', { personId: team.member.person.id, rating: 10 });
    const ended = await act(team.owner.session, 'end');
    expect(ended.statusCode).toBe(200);
    await app.jobs.drain();
    for (const email of [team.owner.user.email, team.member.user.email]) {
      const mail = await sink.waitFor(email);
      expect(mail.subject).toBe(`Meeting recap: ${meeting.title}`);
      expect(mail.raw).toContain('rated 10');
    }
    expect(sink.received.filter((m) => m.to.includes(team.observer.user.email))).toEqual([]);
  });
});
