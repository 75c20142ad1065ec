import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { type TSession, useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';
import { buildMeetingTeam, buildTeamMeeting, meetingEvents, readMeeting } from './meetings.test-support.ts';

const { app, team, call } = useTestApp(buildMeetingTeam);

const archive = (session: TSession, id: string) => call(session, 'DELETE', `/meeting/${id}`);
const restore = (session: TSession, id: string) => call(session, 'PUT', `/meeting/${id}/restore`);
const lead = (session: TSession, id: string, flag: string) =>
  call(session, 'PUT', `/org/leadershipteam/${id}/${flag}`);

describe('DELETE /api/v2/meeting/{id} (archive)', () => {
  it('archives: the meeting leaves the list, has no next date, frees its title; Deleted is emitted', async () => {
    const meeting = await buildTeamMeeting(app.db, team, {
      schedule: { weekday: 1, time: '09:00', timeZone: 'UTC' },
    });
    const live = vi.spyOn(app.live, 'entity');
    const res = await archive(team.member.session, meeting.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().meeting).toMatchObject({
      id: meeting.id,
      archivedAt: expect.any(String),
      nextDate: null,
      version: 1,
    });
    expect(live).toHaveBeenCalledWith(
      'Deleted',
      expect.objectContaining({
        entityId: meeting.id,
        type: 'meeting',
        orgId: team.orgId,
      }),
    );
    const list = await call(team.member.session, 'GET', '/meetings');
    expect(list.json().meetings.map((m: { id: string }) => m.id)).not.toContain(meeting.id);
    const reuse = await injectAs(app, team.owner.session, {
      method: 'POST',
      url: '/api/v2/meetings',
      payload: { title: meeting.title, inviteeIds: [team.member.person.id] },
    });
    expect(reuse.statusCode).toBe(201);

    const again = await archive(team.member.session, meeting.id);
    expect(again.statusCode).toBe(200);
    expect((await meetingEvents(app.db, meeting.id)).map((e) => e.action)).toEqual(['archived']);
  });

  it('answers 403 to an Observer and to a Manager who is not invited, 404 elsewhere, 401 without a session; nothing changes', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const before = await readMeeting(app.db, meeting.id);
    expect((await archive(team.observer.session, meeting.id)).statusCode).toBe(403);
    expect((await archive(team.manager.session, meeting.id)).statusCode).toBe(403);
    const stranger = await buildMember(app.db);
    expect((await archive(stranger.session, meeting.id)).statusCode).toBe(404);
    expect((await archive(null, meeting.id)).statusCode).toBe(401);
    expect((await archive(team.owner.session, 'nope')).statusCode).toBe(422);
    expect(await readMeeting(app.db, meeting.id)).toEqual(before);
    expect(await meetingEvents(app.db, meeting.id)).toEqual([]);
  });
});

describe('PUT /api/v2/meeting/{id}/restore', () => {
  it('restores an archived meeting; Added is emitted', async () => {
    const meeting = await buildTeamMeeting(app.db, team, { archivedAt: new Date() });
    const live = vi.spyOn(app.live, 'entity');
    const res = await restore(team.member.session, meeting.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().meeting).toMatchObject({ archivedAt: null, version: 1 });
    expect(live).toHaveBeenCalledWith(
      'Added',
      expect.objectContaining({ entityId: meeting.id, type: 'meeting', orgId: team.orgId }),
    );
  });

  it('answers 422 on title when an active meeting took the title meanwhile, 403 to an Observer, 404 elsewhere', async () => {
    const meeting = await buildTeamMeeting(app.db, team, { archivedAt: new Date() });
    await buildTeamMeeting(app.db, team, { title: meeting.title });
    const before = await readMeeting(app.db, meeting.id);
    const taken = await restore(team.owner.session, meeting.id);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().messages[0]).toMatchObject({ field: 'title', text: MEETING_TEXTS.titleTaken });
    expect((await restore(team.observer.session, meeting.id)).statusCode).toBe(403);
    expect((await restore((await buildMember(app.db)).session, meeting.id)).statusCode).toBe(404);
    expect((await restore(null, meeting.id)).statusCode).toBe(401);
    expect(await readMeeting(app.db, meeting.id)).toEqual(before);
  });
});

describe('PUT /api/v2/org/leadershipteam/{meetingId}/{isLeadershipTeam}', () => {
  it('marks one meeting; marking another clears the first in the same change; false clears it', async () => {
    const first = await buildTeamMeeting(app.db, team);
    const second = await buildTeamMeeting(app.db, team);
    expect((await lead(team.owner.session, first.id, 'true')).json().meeting.isLeadershipTeam).toBe(true);

    const live = vi.spyOn(app.live, 'entity');
    const res = await lead(team.admin.session, second.id, 'true');
    expect(res.statusCode).toBe(200);
    expect(res.json().meeting).toMatchObject({ id: second.id, isLeadershipTeam: true });
    expect((await readMeeting(app.db, first.id)).row.isLeadershipTeam).toBe(false);
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: first.id, type: 'meeting', orgId: team.orgId }),
    );
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: second.id, type: 'meeting', orgId: team.orgId }),
    );
    expect((await meetingEvents(app.db, first.id)).map((e) => e.data)).toEqual([
      { isLeadershipTeam: true },
      { isLeadershipTeam: false, replacedBy: second.id },
    ]);

    const off = await lead(team.owner.session, second.id, 'false');
    expect(off.json().meeting.isLeadershipTeam).toBe(false);
    const again = await lead(team.owner.session, second.id, 'false');
    expect(again.statusCode).toBe(200);
    expect((await meetingEvents(app.db, second.id)).map((e) => e.data)).toEqual([
      { isLeadershipTeam: true },
      { isLeadershipTeam: false },
    ]);
  });

  it('two marks at once both succeed, one after the other: exactly one meeting ends up marked', async () => {
    const [a, b] = [await buildTeamMeeting(app.db, team), await buildTeamMeeting(app.db, team)];
    const answers = await Promise.all([
      lead(team.owner.session, a.id, 'true'),
      lead(team.admin.session, b.id, 'true'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const marked = [await readMeeting(app.db, a.id), await readMeeting(app.db, b.id)].filter(
      (m) => m.row.isLeadershipTeam,
    );
    expect(marked).toHaveLength(1);
  });

  it('archiving the leadership team meeting clears the mark; an archived meeting cannot be marked (409)', async () => {
    const meeting = await buildTeamMeeting(app.db, team, { isLeadershipTeam: false });
    await lead(team.owner.session, meeting.id, 'true');
    const archived = await archive(team.owner.session, meeting.id);
    expect(archived.json().meeting.isLeadershipTeam).toBe(false);
    const refused = await lead(team.owner.session, meeting.id, 'true');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].text).toBe(MEETING_TEXTS.archived);
  });

  it('is for Owner and Admin only (403), 404 elsewhere, 422 for a bad flag or id, 401 without a session', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const before = await readMeeting(app.db, meeting.id);
    for (const who of [team.manager, team.member, team.observer]) {
      expect((await lead(who.session, meeting.id, 'true')).statusCode).toBe(403);
    }
    expect((await lead((await buildMember(app.db)).session, meeting.id, 'true')).statusCode).toBe(404);
    const badFlag = await lead(team.owner.session, meeting.id, 'yes');
    expect(badFlag.statusCode).toBe(422);
    expect(badFlag.json().messages[0].field).toBe('isLeadershipTeam');
    const badId = await lead(team.owner.session, 'abc', 'true');
    expect(badId.statusCode).toBe(422);
    expect(badId.json().messages[0].field).toBe('meetingId');
    expect((await lead(null, meeting.id, 'true')).statusCode).toBe(401);
    expect(await readMeeting(app.db, meeting.id)).toEqual(before);
  });
});
