import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { issues, liveIssueSources } from '../../db/schema/index.ts';
import { buildHeadline, buildRock, buildTodo } from '../../test/item-factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { buildMeasurable } from '../../test/scorecard-factories.ts';
import { buildLiveTeam, liveCaller } from './live-meeting.test-support.ts';

const { app, team, post } = useTestApp(buildLiveTeam);

describe('POST /api/v2/live-meeting/add-*-as-issue', () => {
  it('makes one issue in the meeting from each kind of item, linked to it, and counts it on the IDS list', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const member = team.member.person.id;
    await act(team.owner.session, 'join');
    await act(team.member.session, 'join');
    const started = await act(team.owner.session, 'start');
    const sources = {
      'add-todo-as-issue': await buildTodo(app.db, team.orgId, {
        meetingId: meeting.id,
        ownerPersonId: member,
      }),
      'add-headline-as-issue': await buildHeadline(app.db, team.orgId, {
        meetingId: meeting.id,
        ownerPersonId: member,
      }),
      'add-rock-as-issue': await buildRock(app.db, team.orgId, {
        ownerPersonId: member,
        meetingIds: [meeting.id],
      }),
      'add-measurable-as-issue': await buildMeasurable(app.db, team.orgId, {
        meetingId: meeting.id,
        ownerPersonId: member,
      }),
    };
    let count = 0;
    for (const [action, item] of Object.entries(sources)) {
      const send = vi.spyOn(app.live, 'send');
      const res = await act(team.member.session, action, { itemId: item.id });
      count += 1;
      expect(res.status, action).toBe(200);
      expect(res.body.issue).toMatchObject({
        title: item.title,
        ownerId: member,
        tractionId: meeting.id,
        status: 'Open',
      });
      expect(res.live).toMatchObject({ issueCount: count, idsStatus: 'Prioritizing' });
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({
          payload: expect.objectContaining({ action, data: { issueId: res.body.issue.id, itemId: item.id } }),
        }),
      );
      const [link] = await app.db
        .select()
        .from(liveIssueSources)
        .where(eq(liveIssueSources.issueId, res.body.issue.id));
      expect(link).toMatchObject({ sourceId: item.id, occurrenceId: started.live.meetingId });
      send.mockRestore();
    }
  });

  it('answers the first issue on a double click and makes no second one', async () => {
    const meeting = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    await act(team.owner.session, 'join');
    const todo = await buildTodo(app.db, team.orgId, {
      meetingId: meeting.id,
      ownerPersonId: team.owner.person.id,
    });
    const first = await act(team.owner.session, 'add-todo-as-issue', { itemId: todo.id });
    const second = await act(team.owner.session, 'add-todo-as-issue', { itemId: todo.id });
    expect(second.status).toBe(200);
    expect(second.body.issue.id).toBe(first.body.issue.id);
    expect(second.live.version).toBe(first.live.version);
    const made = await app.db
      .select()
      .from(issues)
      .where(and(eq(issues.meetingId, meeting.id), eq(issues.title, todo.title)));
    expect(made).toHaveLength(1);
  });

  it('answers 404 for an item of another meeting, 409 before joining, 403 to an Observer', async () => {
    const meeting = await team.newMeeting();
    const other = await team.newMeeting();
    const act = liveCaller(post, meeting.id);
    const elsewhere = await buildTodo(app.db, team.orgId, {
      meetingId: other.id,
      ownerPersonId: team.owner.person.id,
    });
    const here = await buildTodo(app.db, team.orgId, {
      meetingId: meeting.id,
      ownerPersonId: team.owner.person.id,
    });
    expect((await act(team.owner.session, 'add-todo-as-issue', { itemId: here.id })).status).toBe(409);
    await act(team.owner.session, 'join');
    expect((await act(team.owner.session, 'add-todo-as-issue', { itemId: elsewhere.id })).status).toBe(404);
    expect((await act(team.observer.session, 'add-todo-as-issue', { itemId: here.id })).status).toBe(403);
    const made = await app.db.select().from(issues).where(eq(issues.meetingId, meeting.id));
    expect(made).toHaveLength(0);
  });
});
