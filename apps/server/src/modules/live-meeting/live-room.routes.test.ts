import { LIVE_MEETING_TEXTS } from '@cairn/domain/live-meeting/live-meeting.constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetingInvitees } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { buildLiveTeam, liveCaller } from './live-meeting.test-support.ts';

/** Issue 35 point 12: a team in one room — "Everyone's here" once, and last time's room remembered. */
const { app, team, post } = useTestApp(buildLiveTeam);

const presences = (live: { attendees: { personId: string; presence: string }[] }) =>
  Object.fromEntries(live.attendees.map((a) => [a.personId, a.presence]));

describe('POST /api/v2/live-meeting/everyone-here', () => {
  it('marks every invitee not here in the room at once; a repeat changes nothing', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    expect((await act(team.owner.session, 'join')).status).toBe(200);

    const res = await act(team.owner.session, 'everyone-here');

    expect(res.status).toBe(200);
    expect(presences(res.live)).toEqual({
      [team.owner.person.id]: 'Online',
      [team.member.person.id]: 'InRoom',
      [team.observer.person.id]: 'InRoom',
      [team.pending.id]: 'InRoom',
    });
    const again = await act(team.owner.session, 'everyone-here');
    expect(again.status).toBe(200);
    expect(again.live.version).toBe(res.live.version);
  });

  it('is the scribe’s: 403 for another attendee and for an Observer, 404 for another organisation', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    await act(team.owner.session, 'join');
    await act(team.member.session, 'join');
    const byMember = await act(team.member.session, 'everyone-here');
    expect(byMember.status).toBe(403);
    expect(byMember.body.messages[0].text).toBe(LIVE_MEETING_TEXTS.scribeOnly);
    expect((await act(team.observer.session, 'everyone-here')).status).toBe(403);
    const stranger = await buildMember(app.db);
    expect((await act(stranger.session, 'everyone-here')).status).toBe(404);
    const after = await act(team.owner.session, 'leave-offline', { personId: team.pending.id });
    expect(after.live.attendees.map((a: { personId: string }) => a.personId)).not.toContain(team.pending.id);
  });

  it('refuses to mark someone in the room who is not invited (another team member, another organisation)', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const joined = await act(team.owner.session, 'join');
    const stranger = await buildMember(app.db);
    for (const personId of [team.manager.person.id, stranger.person.id]) {
      const res = await act(team.owner.session, 'join-offline', { personId });
      expect(res.status).toBe(422);
      expect(res.body.messages[0]).toMatchObject({ field: 'personId', text: LIVE_MEETING_TEXTS.notInvitee });
    }
    const [state] = (await act(team.owner.session, 'join')).live.attendees;
    expect(state.personId).toBe(team.owner.person.id);
    expect((await act(team.owner.session, 'join')).live.version).toBe(joined.live.version);
  });
});

describe('the room remembered', () => {
  it('starts the next meeting with those who were in the room, still invited, and no one else', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    await act(team.owner.session, 'join');
    await act(team.owner.session, 'everyone-here');
    await act(team.owner.session, 'leave-offline', { personId: team.observer.person.id });
    await act(team.owner.session, 'start');
    expect((await act(team.owner.session, 'end')).status).toBe(200);
    // The Member is no longer invited by the next week.
    await app.db
      .delete(meetingInvitees)
      .where(
        and(eq(meetingInvitees.meetingId, meeting.id), eq(meetingInvitees.personId, team.member.person.id)),
      );

    const next = await act(team.owner.session, 'join');

    expect(next.status).toBe(200);
    expect(next.live.meetingId).toBeNull();
    expect(presences(next.live)).toEqual({
      [team.pending.id]: 'InRoom',
      [team.owner.person.id]: 'Online',
    });
  });
});
