import { LEVEL_10_AGENDA, MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import { nextMeetingDate } from '@cairn/domain/meetings/next-meeting-date';
import { describe, expect, it, vi } from 'vitest';
import { buildMember, buildPerson } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import {
  buildMeetingTeam,
  buildTeamMeeting,
  countMeetings,
  meetingEvents,
  readMeeting,
} from './meetings.test-support.ts';

const { app, team, call } = useTestApp(buildMeetingTeam);

let titleCounter = 0;
const freshTitle = (prefix = 'Meeting') => `${prefix} ${Date.now()}-${titleCounter++}`;

describe('POST /api/v2/meetings', () => {
  const create = (session: { token: string } | null, payload: Record<string, unknown>) =>
    call(session, 'POST', '/meetings', payload);

  it('creates a meeting owned by the caller, invited, with the Level 10 agenda and no colour or schedule', async () => {
    const live = vi.spyOn(app.live, 'entity');
    const title = freshTitle('Leadership');
    const res = await create(team.owner.session, {
      title: `  ${title} `,
      inviteeIds: [team.member.person.id],
    });

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.messages).toEqual([{ id: 'MEETING_CREATED', type: 'success', text: `${title} created.` }]);
    const meeting = body.meeting;
    expect(meeting).toMatchObject({
      title,
      version: 0,
      ownerPersonId: team.owner.person.id,
      colorTag: 'None',
      schedule: null,
      nextDate: null,
      isFavorite: false,
      isLeadershipTeam: false,
      archivedAt: null,
    });
    expect([...meeting.inviteeIds].sort()).toEqual([team.owner.person.id, team.member.person.id].sort());
    expect(
      meeting.agenda.items.map((i: { name: string; lengthInMinutes: number }) => [i.name, i.lengthInMinutes]),
    ).toEqual(LEVEL_10_AGENDA.map((i) => [i.name, i.lengthInMinutes]));
    expect(new Set(meeting.agenda.items.map((i: { id: string }) => i.id)).size).toBe(LEVEL_10_AGENDA.length);

    const stored = await readMeeting(app.db, meeting.id);
    expect(stored.row.orgId).toBe(team.orgId);
    expect(stored.inviteeIds).toEqual([team.owner.person.id, team.member.person.id].sort());
    const log = await meetingEvents(app.db, meeting.id);
    expect(log.map((e) => [e.action, e.actorUserId])).toEqual([['created', team.owner.user.id]]);
    expect(live).toHaveBeenCalledWith(
      'Added',
      expect.objectContaining({ entityId: meeting.id, type: 'meeting', orgId: team.orgId }),
    );
  });

  it('takes an edited agenda, a colour tag and a weekly schedule, and answers the next date', async () => {
    const schedule = { weekday: 2, time: '09:00', timeZone: 'Europe/Berlin' };
    const before = new Date();
    const res = await create(team.manager.session, {
      title: freshTitle('Sales'),
      inviteeIds: [team.member.person.id, team.pending.id],
      colorTag: 'DarkOrange',
      schedule,
      agenda: {
        items: [
          { name: 'Check-in', lengthInMinutes: 10 },
          { name: 'IDS', lengthInMinutes: 45 },
        ],
      },
    });

    expect(res.statusCode).toBe(201);
    const meeting = res.json().meeting;
    expect(meeting).toMatchObject({
      colorTag: 'DarkOrange',
      schedule,
      ownerPersonId: team.manager.person.id,
    });
    expect(meeting.agenda.items).toEqual([
      { id: expect.any(String), name: 'Check-in', lengthInMinutes: 10 },
      { id: expect.any(String), name: 'IDS', lengthInMinutes: 45 },
    ]);
    const expected = nextMeetingDate(schedule, before, schedule.timeZone).toISOString();
    expect(meeting.nextDate).toBe(expected);
    expect(meeting.inviteeIds).toHaveLength(3);
  });

  it('answers 401 without a session and 403 to an Observer; nothing is stored', async () => {
    const before = await countMeetings(app.db, team.orgId);
    expect(
      (await create(null, { title: freshTitle(), inviteeIds: [team.member.person.id] })).statusCode,
    ).toBe(401);
    const observer = await create(team.observer.session, {
      title: freshTitle(),
      inviteeIds: [team.member.person.id],
    });
    expect(observer.statusCode).toBe(403);
    expect(await countMeetings(app.db, team.orgId)).toBe(before);
  });

  describe('refuses bad input with 422 on the field and stores nothing', () => {
    const valid = () => ({ title: freshTitle(), inviteeIds: [team.member.person.id] });
    const cases: [string, () => Promise<Record<string, unknown>>, string, string?][] = [
      ['a blank title', async () => ({ ...valid(), title: '   ' }), 'title', 'Required'],
      [
        'a 10,000-character title',
        async () => ({ ...valid(), title: 'x'.repeat(10_000) }),
        'title',
        MEETING_TEXTS.titleTooLong,
      ],
      ['no invitees', async () => ({ ...valid(), inviteeIds: [] }), 'inviteeIds', MEETING_TEXTS.noAttendees],
      [
        'a missing invitee list',
        async () => ({ title: freshTitle() }),
        'inviteeIds',
        MEETING_TEXTS.noAttendees,
      ],
      [
        'an unknown invitee',
        async () => ({ ...valid(), inviteeIds: [team.member.person.id, crypto.randomUUID()] }),
        'inviteeIds',
        MEETING_TEXTS.inviteeNotInOrg,
      ],
      [
        'an invitee of another organisation',
        async () => ({ ...valid(), inviteeIds: [(await buildMember(app.db)).person.id] }),
        'inviteeIds',
        MEETING_TEXTS.inviteeNotInOrg,
      ],
      ['an invitee id that is not a UUID', async () => ({ ...valid(), inviteeIds: ['bob'] }), 'inviteeIds.0'],
      [
        'an unknown colour tag',
        async () => ({ ...valid(), colorTag: 'Pink' }),
        'colorTag',
        MEETING_TEXTS.chooseColorTag,
      ],
      [
        'a schedule time that is not HH:mm',
        async () => ({ ...valid(), schedule: { weekday: 1, time: '25:00', timeZone: 'UTC' } }),
        'schedule.time',
        MEETING_TEXTS.time,
      ],
      [
        'a weekday outside 0-6',
        async () => ({ ...valid(), schedule: { weekday: 7, time: '09:00', timeZone: 'UTC' } }),
        'schedule.weekday',
        MEETING_TEXTS.weekday,
      ],
      [
        'an unknown time zone',
        async () => ({ ...valid(), schedule: { weekday: 1, time: '09:00', timeZone: 'Mars/Base' } }),
        'schedule.timeZone',
        MEETING_TEXTS.timeZone,
      ],
      [
        'an empty agenda',
        async () => ({ ...valid(), agenda: { items: [] } }),
        'agenda.items',
        MEETING_TEXTS.agendaEmpty,
      ],
      [
        'a section of 0 minutes',
        async () => ({ ...valid(), agenda: { items: [{ name: 'Segue', lengthInMinutes: 0 }] } }),
        'agenda.items.0.lengthInMinutes',
        MEETING_TEXTS.agendaMinutes,
      ],
      [
        'a section without a name',
        async () => ({ ...valid(), agenda: { items: [{ name: ' ', lengthInMinutes: 5 }] } }),
        'agenda.items.0.name',
        'Required',
      ],
    ];
    it.each(cases)('%s', async (_name, body, field, text) => {
      const before = await countMeetings(app.db, team.orgId);
      const res = await create(team.owner.session, await body());
      expect(res.statusCode).toBe(422);
      const message = res.json().messages.find((m: { field?: string }) => m.field === field);
      expect(message).toBeDefined();
      if (text) expect(message.text).toBe(text);
      expect(await countMeetings(app.db, team.orgId)).toBe(before);
    });
  });

  it('refuses a title another active meeting has (ignoring case); an archived one frees it', async () => {
    const title = freshTitle('Weekly');
    await buildTeamMeeting(app.db, team, { title });
    const taken = await create(team.admin.session, {
      title: title.toUpperCase(),
      inviteeIds: [team.member.person.id],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().messages).toEqual([
      expect.objectContaining({ field: 'title', text: MEETING_TEXTS.titleTaken }),
    ]);

    const archivedTitle = freshTitle('Old');
    await buildTeamMeeting(app.db, team, { title: archivedTitle, archivedAt: new Date() });
    const reused = await create(team.admin.session, {
      title: archivedTitle,
      inviteeIds: [team.member.person.id],
    });
    expect(reused.statusCode).toBe(201);
  });

  it('two creations with the same title at once: one is created, the other gets 422 on title', async () => {
    const title = freshTitle('Race');
    const payload = { title, inviteeIds: [team.member.person.id] };
    const answers = await Promise.all([
      create(team.owner.session, payload),
      create(team.admin.session, payload),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.statusCode === 422);
    expect(refused?.json().messages).toEqual([
      expect.objectContaining({ field: 'title', text: MEETING_TEXTS.titleTaken }),
    ]);
  });

  it('the same title in another organisation is fine', async () => {
    const title = freshTitle('Shared name');
    const other = await buildMember(app.db);
    const otherPerson = await buildPerson(app.db, other.org.id);
    expect((await create(other.session, { title, inviteeIds: [otherPerson.id] })).statusCode).toBe(201);
    expect(
      (await create(team.owner.session, { title, inviteeIds: [team.member.person.id] })).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/v2/meeting/{id}', () => {
  const read = (session: { token: string } | null, id: string) => call(session, 'GET', `/meeting/${id}`);

  it('answers the meeting to its invitees (Observers too) and to Owner and Admin', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    for (const who of [team.owner, team.admin, team.member, team.observer]) {
      const res = await read(who.session, meeting.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().meeting).toMatchObject({ id: meeting.id, title: meeting.title });
    }
  });

  it('answers 403 to a Manager who is not invited: the meeting is in their organisation, but not theirs', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const res = await read(team.manager.session, meeting.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].text).toBe(MEETING_TEXTS.notInvited);
  });

  it('answers 404 for another organisation’s meeting or none, 422 for a bad id, 401 without a session', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const stranger = await buildMember(app.db);
    const foreign = await read(stranger.session, meeting.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages[0].id).toBe('NOT_FOUND');
    expect((await read(team.owner.session, crypto.randomUUID())).statusCode).toBe(404);
    const bad = await read(team.owner.session, 'not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0].field).toBe('id');
    expect((await read(null, meeting.id)).statusCode).toBe(401);
  });
});

describe('GET /api/v2/meetings/validate/{id}', () => {
  const validate = (session: { token: string } | null, id: string) =>
    call(session, 'GET', `/meetings/validate/${id}`);

  it('says a meeting link is valid only for who may open it; none or another organisation’s is 404', async () => {
    const meeting = await buildTeamMeeting(app.db, team);
    const mine = await validate(team.member.session, meeting.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      isValid: true,
      meeting: { id: meeting.id, title: meeting.title, isArchived: false },
    });
    const notInvited = await validate(team.manager.session, meeting.id);
    expect(notInvited.statusCode).toBe(200);
    expect(notInvited.json()).toMatchObject({ isValid: false, meeting: null });
    const stranger = await buildMember(app.db);
    expect((await validate(stranger.session, meeting.id)).statusCode).toBe(404);
    expect((await validate(team.owner.session, crypto.randomUUID())).statusCode).toBe(404);
    expect((await validate(team.owner.session, 'thread-1')).statusCode).toBe(422);
    expect((await validate(null, meeting.id)).statusCode).toBe(401);
  });
});

describe('GET /api/v2/meetings?ids=', () => {
  const list = (session: { token: string } | null, query = '') => call(session, 'GET', `/meetings${query}`);
  const idsOf = (res: { json: () => { meetings: { id: string }[] } }) => res.json().meetings.map((m) => m.id);

  it('answers a Member only the meetings they are invited to; Owner and Admin all of them', async () => {
    const invited = await buildTeamMeeting(app.db, team);
    const notInvited = await buildTeamMeeting(app.db, team, { inviteeIds: [team.manager.person.id] });
    const query = `?ids=${invited.id},${notInvited.id}`;
    expect(idsOf(await list(team.member.session, query))).toEqual([invited.id]);
    expect(idsOf(await list(team.admin.session, query)).sort()).toEqual([invited.id, notInvited.id].sort());
  });

  it('silently leaves out other organisations’ meetings; ids include archived meetings, the plain list does not', async () => {
    const stranger = await buildMember(app.db);
    const foreign = await buildTeamMeeting(app.db, team);
    const archived = await buildTeamMeeting(app.db, team, { archivedAt: new Date() });
    const theirs = await list(stranger.session, `?ids=${foreign.id}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().meetings).toEqual([]);

    const byIds = await list(team.member.session, `?ids=${archived.id}`);
    expect(byIds.json().meetings).toEqual([
      expect.objectContaining({ id: archived.id, archivedAt: expect.any(String) }),
    ]);
    expect(idsOf(await list(team.member.session))).not.toContain(archived.id);
    expect(idsOf(await list(team.member.session))).toContain(foreign.id);
    expect((await list(team.member.session, '?ids=')).json().meetings).toEqual([]);
  });

  it('answers 422 on ids for a malformed list and 401 without a session', async () => {
    const bad = await list(team.owner.session, '?ids=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0].field).toBe('ids');
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the meeting routes from their schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v2/meetings',
      '/api/v2/meetings/search',
      '/api/v2/meeting/{id}',
      '/api/v2/meeting/{id}/color-tag',
      '/api/v2/org/leadershipteam/{meetingId}/{isLeadershipTeam}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
