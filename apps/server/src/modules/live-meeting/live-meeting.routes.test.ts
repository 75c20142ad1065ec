import { LIVE_MEETING_TEXTS } from '@cairn/domain/live-meeting/live-meeting.constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { issues } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { buildIssue } from '../../test/item-factories.ts';
import { entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildLiveTeam, liveCaller } from './live-meeting.test-support.ts';

const { app, team, get, post } = useTestApp(buildLiveTeam);

/** A fresh meeting with the Owner (scribe) and the Member joined, and its caller. */
async function joinedMeeting(options: { start?: boolean } = {}) {
  const meeting = await team.newMeeting();
  const act = liveCaller(post, meeting.id);
  expect((await act(team.owner.session, 'join')).status).toBe(200);
  expect((await act(team.member.session, 'join')).status).toBe(200);
  if (options.start) expect((await act(team.owner.session, 'start')).status).toBe(200);
  return { meeting, act };
}

describe('GET /api/v2/live-meeting/{meetingThreadId}', () => {
  it('answers a not-started meeting at version 0 with the server clock before anyone joins', async () => {
    const meeting = await team.newMeeting();
    const before = Date.now();
    const res = await get(team.member.session, `/live-meeting/${meeting.id}`);
    expect(res.statusCode).toBe(200);
    const { liveMeeting } = res.json();
    expect(liveMeeting).toMatchObject({
      meetingId: null,
      meetingThreadId: meeting.id,
      title: meeting.title,
      status: 'NotStarted',
      version: 0,
      attendees: [],
      idsStatus: 'Complete',
      // A new meeting's agenda is the Level 10's (002 §3 agendaTemplateId).
      agendaTemplateId: 'level-10',
      agendaName: 'Level 10',
    });
    expect(liveMeeting.agenda).toHaveLength(meeting.agenda.length);
    expect(Date.parse(liveMeeting.serverTime)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 404 to a person not invited and to another organisation, 401 without a session', async () => {
    const meeting = await team.newMeeting();
    const stranger = await buildMember(app.db);
    expect((await get(team.manager.session, `/live-meeting/${meeting.id}`)).statusCode).toBe(404);
    expect((await get(stranger.session, `/live-meeting/${meeting.id}`)).statusCode).toBe(404);
    expect((await get(null, `/live-meeting/${meeting.id}`)).statusCode).toBe(401);
    expect((await get(team.admin.session, `/live-meeting/${meeting.id}`)).statusCode).toBe(200);
  });
});

describe('POST /api/v2/live-meeting/join, start', () => {
  it('makes the first to join the scribe, bumps the version and sends Joined to the meeting room', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const send = vi.spyOn(app.live, 'send');
    const first = await act(team.owner.session, 'join');
    expect(first.status).toBe(200);
    expect(first.live).toMatchObject({ scribePersonId: team.owner.person.id, version: 1 });
    expect(first.live.attendees).toEqual([
      expect.objectContaining({ personId: team.owner.person.id, presence: 'Online', rating: null }),
    ]);
    expect(send).toHaveBeenCalledWith({
      event: 'Joined',
      payload: expect.objectContaining({ meetingThreadId: meeting.id, version: 1, action: 'join' }),
    });
    const second = await act(team.member.session, 'join');
    expect(second.live).toMatchObject({ scribePersonId: team.owner.person.id, version: 2 });
    const started = await act(team.owner.session, 'start');
    expect(started.live).toMatchObject({ status: 'Running', version: 3 });
    expect(started.live.meetingId).toEqual(expect.any(String));
    expect(started.live.agenda[0]).toMatchObject({ isActive: true, activeSince: expect.any(String) });
    const events = await entityEvents(app.db, 'meeting', meeting.id);
    expect(events.map((e) => e.action)).toEqual(['liveAction', 'liveAction', 'liveAction']);
  });

  it('answers a repeated join or start (double click) with the same version and no event', async () => {
    const { act } = await joinedMeeting({ start: true });
    const send = vi.spyOn(app.live, 'send');
    const again = await act(team.owner.session, 'start');
    const rejoin = await act(team.member.session, 'join');
    expect(again.status).toBe(200);
    expect(rejoin.status).toBe(200);
    expect(rejoin.live.version).toBe(again.live.version);
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 404 to a person who may not see the meeting and 403 to an Observer, 401 without a session', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const stranger = await buildMember(app.db);
    expect((await act(team.manager.session, 'join')).status).toBe(404);
    expect((await act(stranger.session, 'join')).status).toBe(404);
    expect((await act(team.observer.session, 'join')).status).toBe(403);
    expect((await act(null, 'join')).status).toBe(401);
    const live = await get(team.owner.session, `/live-meeting/${meeting.id}`);
    expect(live.json().liveMeeting).toMatchObject({ version: 0, attendees: [] });
  });

  it('answers 409 to an action of someone who has not joined', async () => {
    const { act } = await joinedMeeting({ start: true });
    const res = await act(team.admin.session, 'add-rating', { personId: team.admin.person.id, rating: 8 });
    expect(res.status).toBe(409);
    expect(res.body.messages[0].text).toBe(LIVE_MEETING_TEXTS.notAnAttendee);
  });
});

describe('scribe-only calls', () => {
  it('answers 403 with a clear text to others for navigation, prioritisation and the focus group', async () => {
    const { act } = await joinedMeeting({ start: true });
    for (const [action, payload] of [
      ['next-agenda-item', {}],
      ['set-agenda-item', { index: 2 }],
      ['start-prioritization', {}],
      ['start-focus-group', {}],
      ['end', {}],
      ['join-offline', { personId: team.pending.id }],
    ] as const) {
      const res = await act(team.member.session, action, payload);
      expect(res.status, action).toBe(403);
      expect(res.body.messages[0].text).toBe(LIVE_MEETING_TEXTS.scribeOnly);
    }
  });

  it('lets anyone who joined take over with make-me-scribe, then navigate', async () => {
    const { act } = await joinedMeeting({ start: true });
    const took = await act(team.member.session, 'make-me-scribe');
    expect(took.live.scribePersonId).toBe(team.member.person.id);
    expect((await act(team.member.session, 'set-agenda-item', { index: 3 })).live.agendaIndex).toBe(3);
    expect((await act(team.owner.session, 'set-agenda-item', { index: 1 })).status).toBe(403);
  });
});

describe('navigation and versions', () => {
  it('answers 409 to a stale version that would change something, and a repeat with it succeeds', async () => {
    const { act } = await joinedMeeting({ start: true });
    const seen = (await act(team.owner.session, 'set-agenda-item', { index: 1 })).live.version;
    const moved = await act(team.owner.session, 'set-agenda-item', { index: 2, version: seen });
    expect(moved.live.version).toBe(seen + 1);
    const stale = await act(team.owner.session, 'set-agenda-item', { index: 4, version: seen });
    expect(stale.status).toBe(409);
    const repeat = await act(team.owner.session, 'set-agenda-item', { index: 2, version: seen });
    expect(repeat.status).toBe(200);
    expect(repeat.live).toMatchObject({ agendaIndex: 2, version: seen + 1 });
  });

  it('moves once on a double-clicked next-agenda-item and 422s an index past the agenda', async () => {
    const { act } = await joinedMeeting({ start: true });
    const [a, b] = await Promise.all([
      act(team.owner.session, 'next-agenda-item', { fromIndex: 0 }),
      act(team.owner.session, 'next-agenda-item', { fromIndex: 0 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.live.agendaIndex).toBe(1);
    expect(a.live.agendaIndex).toBe(1);
    const far = await act(team.owner.session, 'set-agenda-item', { index: 99 });
    expect(far.status).toBe(422);
    expect(firstMessage({ json: () => far.body }).field).toBe('index');
  });
});

describe('POST /api/v2/live-meeting/add-rating', () => {
  it('takes 1-10 for oneself, refuses 0 and 11 with 422 on rating, and a repeat changes nothing', async () => {
    const { act } = await joinedMeeting({ start: true });
    const me = team.member.person.id;
    for (const rating of [0, 11, 7.5]) {
      const res = await act(team.member.session, 'add-rating', { personId: me, rating });
      expect(res.status, String(rating)).toBe(422);
      expect(res.body.messages[0]).toMatchObject({ field: 'rating', text: LIVE_MEETING_TEXTS.ratingRange });
    }
    const rated = await act(team.member.session, 'add-rating', { personId: me, rating: 9 });
    expect(rated.live.attendees.find((a: { personId: string }) => a.personId === me).rating).toBe(9);
    const again = await act(team.member.session, 'add-rating', { personId: me, rating: 9 });
    expect(again.live.version).toBe(rated.live.version);
    const forOther = await act(team.member.session, 'add-rating', {
      personId: team.owner.person.id,
      rating: 3,
    });
    expect(forOther.status).toBe(403);
  });

  it('lets the scribe rate for someone marked in the room', async () => {
    const { act } = await joinedMeeting({ start: true });
    expect((await act(team.owner.session, 'join-offline', { personId: team.pending.id })).status).toBe(200);
    const rated = await act(team.owner.session, 'add-rating', { personId: team.pending.id, rating: 8 });
    expect(rated.status).toBe(200);
    expect(rated.live.attendees).toContainEqual(
      expect.objectContaining({ personId: team.pending.id, presence: 'InRoom', rating: 8 }),
    );
  });
});

describe('concurrent writers (issue 38: no row lock, a write only at the version read)', () => {
  it('two first joins at once both land in one live row', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const [a, b] = await Promise.all([act(team.owner.session, 'join'), act(team.member.session, 'join')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await get(team.owner.session, `/live-meeting/${meeting.id}`)).json().liveMeeting;
    const ids = after.attendees.map((x: { personId: string }) => x.personId);
    expect(ids.sort()).toEqual([team.owner.person.id, team.member.person.id].sort());
  });

  it('ratings and an agenda step at once all land, one version each, the attendees in arrival order', async () => {
    const { meeting, act } = await joinedMeeting({ start: true });
    const before = (await get(team.owner.session, `/live-meeting/${meeting.id}`)).json().liveMeeting;
    const answers = await Promise.all([
      act(team.owner.session, 'add-rating', { personId: team.owner.person.id, rating: 8 }),
      act(team.member.session, 'add-rating', { personId: team.member.person.id, rating: 6 }),
      act(team.owner.session, 'set-agenda-item', { index: 3 }),
      act(team.member.session, 'reaction', { id: 'clap' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const after = (await get(team.owner.session, `/live-meeting/${meeting.id}`)).json().liveMeeting;
    expect(after.version).toBe(before.version + 3);
    expect(after.agendaIndex).toBe(3);
    expect(after.attendees.map((x: { personId: string; rating: number }) => [x.personId, x.rating])).toEqual([
      [team.owner.person.id, 8],
      [team.member.person.id, 6],
    ]);
  });
});

describe('IDS: focus issues and solving', () => {
  it('two people solving the same issue at once both succeed; it is solved once', async () => {
    const { meeting, act } = await joinedMeeting({ start: true });
    const issue = await buildIssue(app.db, team.orgId, {
      meetingId: meeting.id,
      ownerPersonId: team.member.person.id,
    });
    await buildIssue(app.db, team.orgId, { meetingId: meeting.id, ownerPersonId: team.member.person.id });
    const [a, b] = await Promise.all([
      act(team.owner.session, 'mark-as-solved', { issueId: issue.id }),
      act(team.member.session, 'mark-as-solved', { issueId: issue.id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await get(team.owner.session, `/live-meeting/${meeting.id}`)).json().liveMeeting;
    expect(after.solvedIssueIds).toEqual([issue.id]);
    expect(after.issueCount).toBe(1);
    const [row] = await app.db.select().from(issues).where(eq(issues.id, issue.id));
    expect(row?.status).toBe('Solved');
    const solvedEvents = (await entityEvents(app.db, 'issue', issue.id)).filter((e) => e.action === 'solved');
    expect(solvedEvents).toHaveLength(1);
    const reopened = await act(team.member.session, 'reopen-issue', { issueId: issue.id });
    expect(reopened.live).toMatchObject({ solvedIssueIds: [], issueCount: 2, idsStatus: 'Prioritizing' });
    const [open] = await app.db.select().from(issues).where(eq(issues.id, issue.id));
    expect(open?.status).toBe('Open');
  });

  it('picks at most three focus issues, runs the focus group and answers 422 for a foreign issue', async () => {
    const { meeting, act } = await joinedMeeting({ start: true });
    const ids = [];
    for (let i = 0; i < 4; i++) {
      ids.push(
        (await buildIssue(app.db, team.orgId, { meetingId: meeting.id, ownerPersonId: team.owner.person.id }))
          .id,
      );
    }
    const other = await team.newMeeting();
    const foreign = await buildIssue(app.db, team.orgId, {
      meetingId: other.id,
      ownerPersonId: team.owner.person.id,
    });
    expect((await act(team.owner.session, 'start-prioritization')).live.issueCount).toBe(4);
    for (const id of ids.slice(0, 3)) await act(team.owner.session, 'add-focus-issue', { issueId: id });
    const fourth = await act(team.owner.session, 'add-focus-issue', { issueId: ids[3] });
    expect(fourth.status).toBe(422);
    expect((await act(team.owner.session, 'add-focus-issue', { issueId: foreign.id })).status).toBe(422);
    expect((await act(team.owner.session, 'start-focus-group')).live.focusIndex).toBe(0);
    const next = await act(team.owner.session, 'next-focus-issue', { isSolved: true, fromIndex: 0 });
    expect(next.live).toMatchObject({ focusIndex: 1, prevFocusIndex: 0, solvedIssueIds: [ids[0]] });
    const twice = await act(team.owner.session, 'next-focus-issue', { isSolved: true, fromIndex: 0 });
    expect(twice.live.version).toBe(next.live.version);
  });
});

describe('settings, reactions, presence', () => {
  it('changes the recap and clear settings, sends a reaction to everyone without a new version', async () => {
    const { meeting, act } = await joinedMeeting({ start: true });
    const set = await act(team.owner.session, 'send-recap-email-changed', { sendRecapEmail: false });
    expect(set.live.settings).toEqual({ sendRecapEmail: false, clearMeetingItems: false });
    const clear = await act(team.owner.session, 'clear-meeting-items-changed', { clearMeetingItems: true });
    expect(clear.live.settings.clearMeetingItems).toBe(true);
    const send = vi.spyOn(app.live, 'send');
    const reacted = await act(team.member.session, 'reaction', { id: 'clap' });
    expect(reacted.live.version).toBe(clear.live.version);
    expect(send).toHaveBeenCalledWith({
      event: 'Reacted',
      payload: expect.objectContaining({
        meetingThreadId: meeting.id,
        data: { id: 'clap' },
        actorPersonId: team.member.person.id,
      }),
    });
    expect((await act(team.member.session, 'reaction', { id: 'boo' })).status).toBe(422);
  });

  it('marks a leaving attendee Away and the segue speaker as the scribe picks them', async () => {
    const { act } = await joinedMeeting({ start: true });
    const speaking = await act(team.owner.session, 'set-selected-attendee', {
      personId: team.member.person.id,
    });
    expect(speaking.live.selectedAttendeeId).toBe(team.member.person.id);
    const left = await act(team.member.session, 'leave');
    expect(left.live.attendees).toContainEqual(
      expect.objectContaining({ personId: team.member.person.id, presence: 'Away', segueStatus: 'Speaking' }),
    );
  });
});
