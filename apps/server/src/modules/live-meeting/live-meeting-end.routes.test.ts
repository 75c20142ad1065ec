import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { headlines, issues, jobs, meetingOccurrences, outbox, todos } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { buildHeadline, buildIssue, buildRock, buildTodo } from '../../test/item-factories.ts';
import { buildEndedOccurrence } from '../../test/live-meeting-factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { buildLiveTeam, liveCaller } from './live-meeting.test-support.ts';
import { DEFAULT_CHECKLIST } from './meeting-checklist.service.ts';

const { app, team, get, post, put } = useTestApp(buildLiveTeam);

const mailsTo = (email: string) => app.db.select().from(outbox).where(eq(outbox.to, email));

describe('POST /api/v2/live-meeting/end', () => {
  it('freezes the summary, queues the recap mail to every attendee, resets the checklist and disposes the live state', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const owner = team.owner.person.id;
    const member = team.member.person.id;
    const issue = await buildIssue(app.db, team.orgId, { meetingId: meeting.id, ownerPersonId: member });
    const headline = await buildHeadline(app.db, team.orgId, {
      meetingId: meeting.id,
      ownerPersonId: member,
    });
    await buildRock(app.db, team.orgId, { ownerPersonId: member, meetingIds: [meeting.id] });
    await buildRock(app.db, team.orgId, {
      ownerPersonId: member,
      meetingIds: [meeting.id],
      status: 'OffTrack',
    });
    await put(team.owner.session, `/meeting/${meeting.id}/updatechecklist`, {
      items: [{ id: 'a', text: 'Scorecard filled in', done: true }],
    });
    await act(team.owner.session, 'join');
    await act(team.member.session, 'join');
    const started = await act(team.owner.session, 'start');
    const occurrenceId = started.live.meetingId;
    const todo = await post(team.member.session, '/todos', {
      title: 'Call the bank',
      ownerIds: [member],
      tractionId: meeting.id,
    });
    const during = (await get(team.owner.session, `/live-meeting/${meeting.id}`)).json().liveMeeting;
    expect(during.addedTodoIds).toEqual([todo.json().todos[0].id]);
    expect(during.completedTodoIds).toEqual([]);
    await act(team.owner.session, 'mark-as-solved', { issueId: issue.id });
    await act(team.owner.session, 'review-headline', { headlineId: headline.id, status: 'Reviewed' });
    await act(team.owner.session, 'set-agenda-item', { index: 6 });
    await act(team.owner.session, 'add-rating', { personId: owner, rating: 8 });
    await act(team.member.session, 'add-rating', { personId: member, rating: 9 });
    const send = vi.spyOn(app.live, 'send');

    const ended = await act(team.owner.session, 'end');
    expect(ended.status).toBe(200);
    expect(ended.live.meetingId).toBe(occurrenceId);
    expect(send).toHaveBeenCalledWith({
      event: 'Ended',
      payload: expect.objectContaining({ meetingThreadId: meeting.id, meetingId: occurrenceId }),
    });
    const again = await act(team.owner.session, 'end', { meetingId: occurrenceId });
    expect(again.status).toBe(200);
    expect(again.live).toMatchObject({ status: 'NotStarted', version: 0, attendees: [] });

    const summary = await get(team.member.session, `/meeting-summary/${occurrenceId}`);
    expect(summary.statusCode).toBe(200);
    const frozen = summary.json().meeting;
    expect(frozen).toMatchObject({
      meetingId: occurrenceId,
      meetingThreadId: meeting.id,
      title: meeting.title,
      averageRating: 8.5,
    });
    expect(frozen.summary.attendees).toEqual([
      expect.objectContaining({ personId: owner, rating: 8 }),
      expect.objectContaining({ personId: member, rating: 9 }),
    ]);
    expect(frozen.summary.sections).toHaveLength(meeting.agenda.length);
    expect(frozen.summary.todosAdded.map((t: { title: string }) => t.title)).toEqual(['Call the bank']);
    expect(frozen.summary.issuesSolved).toEqual([{ id: issue.id, title: issue.title }]);
    expect(frozen.summary.headlinesReviewed).toEqual([{ id: headline.id, title: headline.title }]);
    expect(frozen.summary.rocks).toEqual({ onTrack: 1, offTrack: 1, onTrackPercent: 50 });
    expect(frozen.summary.scorecard).toMatchObject({ measurables: expect.any(Array) });

    for (const email of [team.owner.user.email, team.member.user.email]) {
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe(`Meeting recap: ${meeting.title}`);
      expect(mail?.text).toContain(
        `- Call the bank · ${team.member.person.firstName} ${team.member.person.lastName} · due `,
      );
      expect(mail?.text).toContain(`- ${issue.title}`);
      expect(mail?.text).toContain('- 1 on track, 1 off track (50% on track)');
      expect(mail?.text).toContain(`/traction/${meeting.id}/${meeting.id}/${occurrenceId}`);
      // Meeting PDFs are off by default: no PDF link.
      expect(mail?.text).not.toContain('/pdf');
    }
    const queued = await app.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(queued.length).toBeGreaterThanOrEqual(2);

    const checklist = await get(team.owner.session, `/meeting/${meeting.id}/getchecklist`);
    expect(checklist.json().checklist.items).toEqual([{ id: 'a', text: 'Scorecard filled in', done: false }]);

    const history = await get(team.member.session, `/meetings/${meeting.id}/history`);
    expect(history.json()).toMatchObject({ total: 1, page: 1 });
    expect(history.json().items[0]).toMatchObject({
      meetingId: occurrenceId,
      attendeeCount: 2,
      averageRating: 8.5,
      todosAdded: 1,
      issuesSolved: 1,
      headlinesReviewed: 1,
    });
  });

  it('sends no recap when the scribe turned it off, and clear-meeting-items archives finished items', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const member = team.member.person.id;
    const done = await buildTodo(app.db, team.orgId, {
      meetingId: meeting.id,
      ownerPersonId: member,
      status: 'Done',
    });
    const pending = await buildTodo(app.db, team.orgId, { meetingId: meeting.id, ownerPersonId: member });
    const solved = await buildIssue(app.db, team.orgId, {
      meetingId: meeting.id,
      ownerPersonId: member,
      status: 'Solved',
    });
    const reviewed = await buildHeadline(app.db, team.orgId, {
      meetingId: meeting.id,
      ownerPersonId: member,
      status: 'Reviewed',
    });
    await act(team.owner.session, 'join');
    await act(team.owner.session, 'start');
    await act(team.owner.session, 'send-recap-email-changed', { sendRecapEmail: false });
    await act(team.owner.session, 'clear-meeting-items-changed', { clearMeetingItems: true });
    const before = (await mailsTo(team.owner.user.email)).length;
    expect((await act(team.owner.session, 'end')).status).toBe(200);
    expect((await mailsTo(team.owner.user.email)).length).toBe(before);
    const [doneRow] = await app.db.select().from(todos).where(eq(todos.id, done.id));
    const [pendingRow] = await app.db.select().from(todos).where(eq(todos.id, pending.id));
    const [solvedRow] = await app.db.select().from(issues).where(eq(issues.id, solved.id));
    const [headlineRow] = await app.db.select().from(headlines).where(eq(headlines.id, reviewed.id));
    expect(doneRow?.status).toBe('Removed');
    expect(pendingRow?.status).toBe('Pending');
    expect(solvedRow?.deletedAt).not.toBeNull();
    expect(headlineRow?.status).toBe('Removed');
  });
});

describe('history and summary access', () => {
  it('pages the history newest first and answers 404 to those who may not see the meeting', async () => {
    const meeting = await team.newMeeting();
    for (const day of [1, 2, 3]) {
      await buildEndedOccurrence(app.db, team.orgId, meeting.id, new Date(Date.UTC(2026, 0, day, 9)));
    }
    const page = await get(team.observer.session, `/meetings/${meeting.id}/history?page=2&pageSize=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.json().items.map((i: { date: string }) => i.date)).toEqual(['2026-01-01T09:00:00.000Z']);
    const stranger = await buildMember(app.db);
    expect((await get(team.manager.session, `/meetings/${meeting.id}/history`)).statusCode).toBe(404);
    expect((await get(stranger.session, `/meetings/${meeting.id}/history`)).statusCode).toBe(404);
    const [occurrence] = await app.db
      .select()
      .from(meetingOccurrences)
      .where(and(eq(meetingOccurrences.meetingId, meeting.id)));
    expect((await get(team.manager.session, `/meeting-summary/${occurrence?.id}`)).statusCode).toBe(404);
    expect((await get(null, `/meeting-summary/${occurrence?.id}`)).statusCode).toBe(401);
  });
});

describe('liveStatus on the meeting answers', () => {
  it('is null until someone joins, NotStarted, Running after start (announced to the meeting), null after end', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const statusOf = async () => {
      const search = await post(team.member.session, '/meetings/search', {});
      const listed = search.json().items.find((m: { id: string }) => m.id === meeting.id);
      const one = await get(team.member.session, `/meeting/${meeting.id}`);
      expect(one.json().meeting.liveStatus).toBe(listed.liveStatus);
      return one.json().meeting.liveStatus;
    };
    expect(await statusOf()).toBeNull();
    await act(team.owner.session, 'join');
    expect(await statusOf()).toBe('NotStarted');
    const live = vi.spyOn(app.live, 'entity');
    await act(team.owner.session, 'start');
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ type: 'meeting', entityId: meeting.id, meetingIds: [meeting.id] }),
    );
    expect(await statusOf()).toBe('Running');
    await act(team.owner.session, 'end');
    expect(await statusOf()).toBeNull();
  });
});

describe('meeting checklist', () => {
  it('answers the default list, saves an edit with its version, resets it; Observers and strangers may not change it', async () => {
    const meeting = await team.newMeeting();
    const url = `/meeting/${meeting.id}`;
    const first = await get(team.observer.session, `${url}/getchecklist`);
    expect(first.json().checklist).toEqual({ meetingId: meeting.id, items: DEFAULT_CHECKLIST, version: 0 });
    const items = [
      { id: 'x', text: 'Rocks updated', done: true },
      { id: 'y', text: 'Issues listed', done: false },
    ];
    const live = vi.spyOn(app.live, 'entity');
    const saved = await put(team.member.session, `${url}/updatechecklist`, { items, version: 0 });
    expect(saved.json().checklist).toEqual({ meetingId: meeting.id, items, version: 1 });
    // Every open screen of the meeting hears of it.
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ type: 'meeting', entityId: meeting.id, meetingIds: [meeting.id] }),
    );
    expect((await put(team.member.session, `${url}/updatechecklist`, { items, version: 0 })).statusCode).toBe(
      409,
    );
    const blank = await put(team.member.session, `${url}/updatechecklist`, {
      items: [{ id: 'z', text: ' ', done: false }],
    });
    expect(blank.statusCode).toBe(422);
    const reset = await put(team.member.session, `${url}/resetchecklist`, {});
    expect(reset.json().checklist.items.map((i: { done: boolean }) => i.done)).toEqual([false, false]);
    expect((await put(team.observer.session, `${url}/resetchecklist`, {})).statusCode).toBe(403);
    expect((await put(team.manager.session, `${url}/resetchecklist`, {})).statusCode).toBe(404);
  });
});

describe('GET /api/v2/time', () => {
  it('answers the server clock', async () => {
    const before = Date.now();
    const res = await get(null, '/time');
    expect(res.statusCode).toBe(200);
    const { serverTime, time } = res.json();
    expect(time).toBeGreaterThanOrEqual(before);
    expect(Date.parse(serverTime)).toBe(time);
  });
});
