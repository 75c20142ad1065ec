import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';
import { buildMeetingTeam, buildTeamMeeting, meetingEvents, readMeeting } from './meetings.test-support.ts';

const { app, team, call, put } = useTestApp(buildMeetingTeam);

/** The meeting as its edit form would send it back. */
async function editBody(id: string) {
  const res = await call(team.owner.session, 'GET', `/meeting/${id}`);
  const meeting = res.json().meeting;
  return {
    title: meeting.title as string,
    inviteeIds: meeting.inviteeIds as string[],
    agenda: meeting.agenda as { items: { id?: string; name: string; lengthInMinutes: number }[] },
    schedule: meeting.schedule,
    version: meeting.version as number,
  };
}

describe('PUT /api/v2/meeting/{id}', () => {
  it('edits title, invitees, agenda (add, remove, rename, reorder, minutes) and schedule; the owner stays invited', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const live = vi.spyOn(app.live, 'entity');
    const body = await editBody(meeting.id);
    const [segue, scorecard, ...rest] = body.agenda.items;
    const agenda = {
      items: [
        { ...scorecard, name: 'Numbers', lengthInMinutes: 10 },
        segue,
        ...rest.slice(0, 3),
        { name: 'Vision check', lengthInMinutes: 15 },
      ],
    };
    const schedule = { weekday: 4, time: '14:30', timeZone: 'America/New_York' };
    const res = await put(team.member.session, `/meeting/${meeting.id}`, {
      ...body,
      title: 'Renamed weekly',
      inviteeIds: [team.member.person.id, team.pending.id],
      agenda,
      schedule,
    });

    expect(res.statusCode).toBe(200);
    const answer = res.json().meeting;
    expect(answer).toMatchObject({ title: 'Renamed weekly', version: body.version + 1, schedule });
    expect(answer.nextDate).toEqual(expect.any(String));
    expect(answer.agenda.items.map((i: { name: string }) => i.name)).toEqual([
      'Numbers',
      'Segue',
      'Rock review',
      'Headlines',
      'To-do list',
      'Vision check',
    ]);
    expect(answer.agenda.items[0].id).toBe(scorecard.id);
    expect(answer.agenda.items[1].id).toBe(segue.id);
    expect(answer.agenda.items[0].lengthInMinutes).toBe(10);
    expect(answer.agenda.items[5].id).toEqual(expect.any(String));
    const stored = await readMeeting(app.db, meeting.id);
    expect(stored.inviteeIds).toEqual([team.owner.person.id, team.member.person.id, team.pending.id].sort());
    const log = await meetingEvents(app.db, meeting.id);
    expect(log.at(-1)).toMatchObject({ action: 'updated', actorUserId: team.member.user.id });
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({
        entityId: meeting.id,
        type: 'meeting',
        orgId: team.orgId,
      }),
    );
  });

  it('clears the schedule with null (no next date) and keeps its own title in any case', async () => {
    const meeting = await buildTeamMeeting(app.db, team, {
      schedule: { weekday: 1, time: '09:00', timeZone: 'UTC' },
    });
    const body = await editBody(meeting.id);
    const res = await put(team.owner.session, `/meeting/${meeting.id}`, {
      ...body,
      title: body.title.toUpperCase(),
      schedule: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meeting).toMatchObject({
      schedule: null,
      nextDate: null,
      title: body.title.toUpperCase(),
    });
  });

  it('answers 409 for a stale version and changes nothing', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const body = await editBody(meeting.id);
    expect(
      (await put(team.owner.session, `/meeting/${meeting.id}`, { ...body, title: 'First save' })).statusCode,
    ).toBe(200);
    const before = await readMeeting(app.db, meeting.id);
    const stale = await put(team.admin.session, `/meeting/${meeting.id}`, {
      ...body,
      title: 'Second save',
      inviteeIds: [team.admin.person.id],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0].id).toBe('CONFLICT');
    expect(await readMeeting(app.db, meeting.id)).toEqual(before);
  });

  describe('refuses bad input with 422 on the field and changes nothing', () => {
    type TChange = (
      body: Awaited<ReturnType<typeof editBody>>,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>;
    const cases: [string, TChange, string, string?][] = [
      ['a blank title', (b) => ({ ...b, title: '' }), 'title', 'Required'],
      [
        'a 10,000-character title',
        (b) => ({ ...b, title: 'y'.repeat(10_000) }),
        'title',
        MEETING_TEXTS.titleTooLong,
      ],
      ['no invitees', (b) => ({ ...b, inviteeIds: [] }), 'inviteeIds', MEETING_TEXTS.noAttendees],
      [
        'an unknown invitee',
        (b) => ({ ...b, inviteeIds: [crypto.randomUUID()] }),
        'inviteeIds',
        MEETING_TEXTS.inviteeNotInOrg,
      ],
      [
        'an invitee of another organisation',
        async (b) => ({ ...b, inviteeIds: [(await buildMember(app.db)).person.id] }),
        'inviteeIds',
        MEETING_TEXTS.inviteeNotInOrg,
      ],
      [
        'an empty agenda',
        (b) => ({ ...b, agenda: { items: [] } }),
        'agenda.items',
        MEETING_TEXTS.agendaEmpty,
      ],
      [
        'a section of 241 minutes',
        (b) => ({ ...b, agenda: { items: [{ name: 'Long', lengthInMinutes: 241 }] } }),
        'agenda.items.0.lengthInMinutes',
        MEETING_TEXTS.agendaMinutes,
      ],
      [
        'a section name over 100 characters',
        (b) => ({ ...b, agenda: { items: [{ name: 'n'.repeat(101), lengthInMinutes: 5 }] } }),
        'agenda.items.0.name',
        MEETING_TEXTS.agendaNameTooLong,
      ],
      [
        'a bad schedule time',
        (b) => ({ ...b, schedule: { weekday: 1, time: '9am', timeZone: 'UTC' } }),
        'schedule.time',
        MEETING_TEXTS.time,
      ],
      ['a missing version', ({ version: _v, ...b }) => b, 'version'],
    ];
    it.each(cases)('%s', async (_name, change, field, text) => {
      const meeting = await buildTeamMeeting(app.db, team);
      const before = await readMeeting(app.db, meeting.id);
      const res = await put(
        team.owner.session,
        `/meeting/${meeting.id}`,
        await change(await editBody(meeting.id)),
      );
      expect(res.statusCode).toBe(422);
      const message = res.json().messages.find((m: { field?: string }) => m.field === field);
      expect(message).toBeDefined();
      if (text) expect(message.text).toBe(text);
      expect(await readMeeting(app.db, meeting.id)).toEqual(before);
    });

    it('a title another active meeting has', async () => {
      const other = await buildTeamMeeting(app.db, team);
      const meeting = await buildTeamMeeting(app.db, team);
      const before = await readMeeting(app.db, meeting.id);
      const body = await editBody(meeting.id);
      const res = await put(team.owner.session, `/meeting/${meeting.id}`, {
        ...body,
        title: other.title.toLowerCase(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().messages).toEqual([
        expect.objectContaining({ field: 'title', text: MEETING_TEXTS.titleTaken }),
      ]);
      expect(await readMeeting(app.db, meeting.id)).toEqual(before);
    });
  });

  it('answers 403 to an Observer and to a Manager who is not invited; 404 to another organisation; nothing changes', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const body = await editBody(meeting.id);
    const before = await readMeeting(app.db, meeting.id);
    const observer = await put(team.observer.session, `/meeting/${meeting.id}`, {
      ...body,
      title: 'Observed',
    });
    expect(observer.statusCode).toBe(403);
    const manager = await put(team.manager.session, `/meeting/${meeting.id}`, { ...body, title: 'Managed' });
    expect(manager.statusCode).toBe(403);
    expect(manager.json().messages[0].text).toBe(MEETING_TEXTS.cannotChange);
    const stranger = await buildMember(app.db);
    const foreign = await put(stranger.session, `/meeting/${meeting.id}`, {
      ...body,
      inviteeIds: [stranger.person.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages[0].id).toBe('NOT_FOUND');
    expect((await put(null, `/meeting/${meeting.id}`, body)).statusCode).toBe(401);
    expect(await readMeeting(app.db, meeting.id)).toEqual(before);
    expect(await meetingEvents(app.db, meeting.id)).toEqual([]);
  });

  it('answers 409 for an archived meeting', async () => {
    const meeting = await buildTeamMeeting(app.db, team, { archivedAt: new Date() });
    const res = await put(team.owner.session, `/meeting/${meeting.id}`, await editBody(meeting.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0].text).toBe(MEETING_TEXTS.archived);
  });
});

describe('PUT /api/v2/meeting/{id}/color-tag', () => {
  it('sets the colour and answers the spec’s toast text; None answers the "no color label" text', async () => {
    const meeting = await buildTeamMeeting(app.db, team, { title: 'Colourful' });
    const live = vi.spyOn(app.live, 'entity');
    const res = await put(team.member.session, `/meeting/${meeting.id}/color-tag`, {
      colorTag: 'DarkOrange',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meeting).toMatchObject({ colorTag: 'DarkOrange', version: 1 });
    expect(res.json().messages).toEqual([
      {
        id: 'MEETING_COLOR_TAG_UPDATED',
        type: 'success',
        text: 'Meeting Colourful color tag updated to Dark Orange',
      },
    ]);
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({
        entityId: meeting.id,
        type: 'meeting',
        orgId: team.orgId,
      }),
    );

    const cleared = await put(team.member.session, `/meeting/${meeting.id}/color-tag`, { colorTag: 'None' });
    expect(cleared.json().messages[0].text).toBe('This meeting no longer has a color label.');
    expect((await meetingEvents(app.db, meeting.id)).map((e) => e.data)).toEqual([
      { before: 'None', after: 'DarkOrange' },
      { before: 'DarkOrange', after: 'None' },
    ]);
  });

  it('answers 422 for an unknown colour, 403 to an Observer, 404 to another organisation, 401 without a session', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const before = await readMeeting(app.db, meeting.id);
    const bad = await put(team.owner.session, `/meeting/${meeting.id}/color-tag`, {
      colorTag: 'Dark Orange',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0]).toMatchObject({ field: 'colorTag', text: MEETING_TEXTS.chooseColorTag });
    expect(
      (await put(team.observer.session, `/meeting/${meeting.id}/color-tag`, { colorTag: 'Blue' })).statusCode,
    ).toBe(403);
    const stranger = await buildMember(app.db);
    expect(
      (await put(stranger.session, `/meeting/${meeting.id}/color-tag`, { colorTag: 'Blue' })).statusCode,
    ).toBe(404);
    expect((await put(null, `/meeting/${meeting.id}/color-tag`, { colorTag: 'Blue' })).statusCode).toBe(401);
    expect(await readMeeting(app.db, meeting.id)).toEqual(before);
  });
});

describe('PUT /api/v2/meeting/{id}/owner', () => {
  it('reassigns the owner, who becomes an invitee', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const res = await put(team.owner.session, `/meeting/${meeting.id}/owner`, {
      ownerPersonId: team.manager.person.id,
      version: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meeting).toMatchObject({ ownerPersonId: team.manager.person.id, version: 1 });
    expect(res.json().meeting.inviteeIds).toContain(team.manager.person.id);
    expect((await meetingEvents(app.db, meeting.id)).at(-1)).toMatchObject({
      action: 'ownerChanged',
      data: { before: team.owner.person.id, after: team.manager.person.id },
    });
  });

  it('answers 422 for someone outside the organisation, 409 for a stale version, 403 to an Observer, 404 elsewhere', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const before = await readMeeting(app.db, meeting.id);
    const stranger = await buildMember(app.db);
    const outsider = await put(team.owner.session, `/meeting/${meeting.id}/owner`, {
      ownerPersonId: stranger.person.id,
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().messages[0]).toMatchObject({
      field: 'ownerPersonId',
      text: MEETING_TEXTS.ownerNotInOrg,
    });
    const stale = await put(team.owner.session, `/meeting/${meeting.id}/owner`, {
      ownerPersonId: team.member.person.id,
      version: 5,
    });
    expect(stale.statusCode).toBe(409);
    const observer = await put(team.observer.session, `/meeting/${meeting.id}/owner`, {
      ownerPersonId: team.observer.person.id,
    });
    expect(observer.statusCode).toBe(403);
    const foreign = await put(stranger.session, `/meeting/${meeting.id}/owner`, {
      ownerPersonId: stranger.person.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await put(null, `/meeting/${meeting.id}/owner`, { ownerPersonId: team.member.person.id })).statusCode,
    ).toBe(401);
    expect(await readMeeting(app.db, meeting.id)).toEqual(before);
  });
});

describe('PUT /api/v2/meeting/{id}/favorite', () => {
  it('marks the meeting for the caller only; an invited Observer may mark it too', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const live = vi.spyOn(app.live, 'entity');
    const res = await put(team.observer.session, `/meeting/${meeting.id}/favorite`, { isFavorite: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().meeting).toMatchObject({ isFavorite: true, version: 0 });
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({
        entityId: meeting.id,
        type: 'meeting',
        orgId: team.orgId,
        personIds: [team.observer.person.id],
      }),
    );
    const forOwner = await injectAs(app, team.owner.session, {
      method: 'GET',
      url: `/api/v2/meeting/${meeting.id}`,
    });
    expect(forOwner.json().meeting.isFavorite).toBe(false);

    const again = await put(team.observer.session, `/meeting/${meeting.id}/favorite`, { isFavorite: true });
    expect(again.json().meeting.isFavorite).toBe(true);
    const off = await put(team.observer.session, `/meeting/${meeting.id}/favorite`, { isFavorite: false });
    expect(off.json().meeting.isFavorite).toBe(false);
    expect((await meetingEvents(app.db, meeting.id)).map((e) => e.action)).toEqual([
      'favorited',
      'unfavorited',
    ]);
  });

  it('answers 403 to someone not invited, 404 to another organisation, 422 without a flag, 401 without a session', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    expect(
      (await put(team.manager.session, `/meeting/${meeting.id}/favorite`, { isFavorite: true })).statusCode,
    ).toBe(403);
    const stranger = await buildMember(app.db);
    expect(
      (await put(stranger.session, `/meeting/${meeting.id}/favorite`, { isFavorite: true })).statusCode,
    ).toBe(404);
    const bad = await put(team.member.session, `/meeting/${meeting.id}/favorite`, { isFavorite: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0].field).toBe('isFavorite');
    expect((await put(null, `/meeting/${meeting.id}/favorite`, { isFavorite: true })).statusCode).toBe(401);
    expect(await meetingEvents(app.db, meeting.id)).toEqual([]);
  });
});
