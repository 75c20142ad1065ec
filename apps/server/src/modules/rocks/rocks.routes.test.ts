import { randomUUID } from 'node:crypto';
import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { harmfulParts, XSS_PAYLOADS } from '../../test/harmful-html.ts';
import { buildRock } from '../../test/item-factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildRockTeam, countRocks, rockEvents } from './rocks.test-support.ts';

const { app, team, get, post } = useTestApp(buildRockTeam);

type TRockAnswer = { id: string; title: string; delegatedFromRockId: string | null };
const newRock = (fields: object = {}) => ({
  title: 'Launch the new website',
  ownerId: team.member.person.id,
  dueDate: '2031-03-31',
  type: 'team',
  tractionIds: [team.meeting.id],
  ...fields,
});

describe('POST /api/v2/rocks', () => {
  it('creates the rock in its meetings and its delegated rocks in one call, recorded and announced', async () => {
    const live = vi.spyOn(app.live, 'entity');
    const res = await post(
      team.owner.session,
      '/rocks',
      newRock({
        tractionIds: [team.meeting.id, team.meeting2.id],
        tractionId: team.meeting2.id,
        delegated: [
          { tractionId: team.meeting2.id, type: 'department', ownerId: team.admin.person.id },
          { tractionId: team.meeting.id, type: 'personal', ownerId: team.pending.id },
        ],
      }),
    );

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.messages).toEqual([
      { id: 'ITEM_CREATED', type: 'success', text: 'Created: Launch the new website' },
    ]);
    expect(body.rock).toMatchObject({
      title: 'Launch the new website',
      ownerId: team.member.person.id,
      tractionId: team.meeting2.id,
      tractionIds: [team.meeting2.id, team.meeting.id],
      type: 'team',
      status: 'OnTrack',
      dueDate: '2031-03-31',
      completedAt: null,
      contentHtml: '',
      delegatedFromRockId: null,
      version: 0,
    });
    expect(body.delegates).toHaveLength(2);
    expect(body.delegates[0]).toMatchObject({
      title: 'Launch the new website',
      dueDate: '2031-03-31',
      ownerId: team.admin.person.id,
      tractionId: team.meeting2.id,
      tractionIds: [team.meeting2.id],
      type: 'department',
      delegatedFromRockId: body.rock.id,
    });
    expect(body.delegates[1]).toMatchObject({
      ownerId: team.pending.id,
      tractionId: team.meeting.id,
      type: 'personal',
      delegatedFromRockId: body.rock.id,
    });
    expect(body.rock.delegated).toEqual(
      body.delegates.map((d: TRockAnswer & { tractionId: string; type: string; ownerId: string }) => ({
        id: d.id,
        tractionId: d.tractionId,
        type: d.type,
        ownerId: d.ownerId,
        delegatedFromRockId: body.rock.id,
      })),
    );
    for (const rock of [body.rock, ...body.delegates]) {
      expect(live).toHaveBeenCalledWith(
        'Added',
        expect.objectContaining({ entityId: rock.id, type: 'rock', orgId: team.orgId }),
      );
      expect((await rockEvents(app.db, rock.id)).map((e) => e.action)).toEqual(['created']);
    }
  });

  it('stores notes sanitized; the main meeting is the first one when tractionId is left out', async () => {
    const res = await post(
      team.member.session,
      '/rocks',
      newRock({
        tractionIds: [team.meeting.id, team.meeting2.id],
        contentHtml: '<p onclick="x()">Plan <script>alert(1)</script>it</p>',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().rock).toMatchObject({
      tractionId: team.meeting.id,
      tractionIds: [team.meeting.id, team.meeting2.id],
      contentHtml: '<p>Plan it</p>',
      delegated: [],
    });
    expect(res.json().delegates).toEqual([]);
  });

  it('answers 422 with the field named for each bad input, storing nothing', async () => {
    const stranger = await buildMember(app.db);
    const cases: [object, string, string][] = [
      [{ title: '   ' }, 'title', ROCK_TEXTS.required],
      [{ title: 'x'.repeat(257) }, 'title', ROCK_TEXTS.titleTooLong],
      [{ title: 'x'.repeat(10_000) }, 'title', ROCK_TEXTS.titleTooLong],
      [{ ownerId: undefined }, 'ownerId', ROCK_TEXTS.required],
      [{ ownerId: stranger.person.id }, 'ownerId', ROCK_TEXTS.ownerNotInOrg],
      [{ ownerId: randomUUID() }, 'ownerId', ROCK_TEXTS.ownerNotInOrg],
      [{ ownerId: team.admin.person.id }, 'tractionIds', ROCK_TEXTS.ownerNotInMeeting],
      [
        { ownerId: team.pending.id, tractionIds: [team.meeting.id, team.meeting2.id] },
        'tractionIds',
        ROCK_TEXTS.ownerNotInMeeting,
      ],
      [{ tractionIds: [] }, 'tractionIds', ROCK_TEXTS.atLeastOneMeeting],
      [{ tractionIds: undefined }, 'tractionIds', ROCK_TEXTS.atLeastOneMeeting],
      [{ tractionId: team.meeting2.id }, 'tractionId', ROCK_TEXTS.primaryNotInMeetings],
      [{ dueDate: '2031-02-30' }, 'dueDate', ROCK_TEXTS.invalidDate],
      [{ dueDate: 'soon' }, 'dueDate', ROCK_TEXTS.invalidDate],
      [{ dueDate: undefined }, 'dueDate', ROCK_TEXTS.required],
      [{ type: 'quarterly' }, 'type', ROCK_TEXTS.chooseType],
      [{ type: undefined }, 'type', ROCK_TEXTS.chooseType],
      [
        { delegated: [{ type: 'team', ownerId: team.member.person.id }] },
        'delegated.0.tractionId',
        ROCK_TEXTS.required,
      ],
      [
        { delegated: [{ tractionId: team.meeting.id, ownerId: team.member.person.id }] },
        'delegated.0.type',
        ROCK_TEXTS.chooseType,
      ],
      [
        { delegated: [{ tractionId: team.meeting.id, type: 'team' }] },
        'delegated.0.ownerId',
        ROCK_TEXTS.required,
      ],
      [
        { delegated: [{ tractionId: team.meeting.id, type: 'team', ownerId: team.admin.person.id }] },
        'delegated.0.tractionId',
        ROCK_TEXTS.ownerNotInMeeting,
      ],
      [
        { delegated: [{ tractionId: team.meeting.id, type: 'team', ownerId: stranger.person.id }] },
        'delegated.0.ownerId',
        ROCK_TEXTS.ownerNotInOrg,
      ],
    ];
    const stored = await countRocks(app.db, team.orgId);
    for (const [fields, field, text] of cases) {
      const res = await post(team.owner.session, '/rocks', newRock(fields));
      expect(res.statusCode, JSON.stringify(fields).slice(0, 120)).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field, text });
    }
    expect(await countRocks(app.db, team.orgId)).toBe(stored);
  });

  it('refuses a meeting of another organisation (404), a meeting the caller is not in (403), an Observer (403) and no session (401)', async () => {
    const stranger = await buildMember(app.db);
    const foreignMeeting = await buildMeeting(app.db, stranger.orgId, { ownerPersonId: stranger.person.id });
    const stored = await countRocks(app.db, team.orgId);

    const foreign = await post(team.owner.session, '/rocks', newRock({ tractionIds: [foreignMeeting.id] }));
    expect(foreign.statusCode).toBe(404);
    expect(firstMessage(foreign)).toMatchObject({ field: 'tractionIds', id: 'NOT_FOUND' });
    const delegatedForeign = await post(
      team.owner.session,
      '/rocks',
      newRock({
        delegated: [{ tractionId: foreignMeeting.id, type: 'team', ownerId: team.owner.person.id }],
      }),
    );
    expect(delegatedForeign.statusCode).toBe(404);
    expect(firstMessage(delegatedForeign).field).toBe('delegated.0.tractionId');
    const notInvited = await post(
      team.manager.session,
      '/rocks',
      newRock({ ownerId: team.manager.person.id }),
    );
    expect(notInvited.statusCode).toBe(403);
    expect((await post(team.observer.session, '/rocks', newRock())).statusCode).toBe(403);
    expect((await post(null, '/rocks', newRock())).statusCode).toBe(401);
    expect(await countRocks(app.db, team.orgId)).toBe(stored);
  });

  it('lets a Member own the rock or delegate to themselves, not to someone else', async () => {
    const own = await post(team.member.session, '/rocks', newRock());
    expect(own.statusCode).toBe(201);
    const other = await post(team.member.session, '/rocks', newRock({ ownerId: team.pending.id }));
    expect(other.statusCode).toBe(422);
    expect(firstMessage(other)).toMatchObject({ field: 'ownerId', text: ROCK_TEXTS.cannotAssign });
    const delegated = await post(
      team.member.session,
      '/rocks',
      newRock({ delegated: [{ tractionId: team.meeting.id, type: 'team', ownerId: team.pending.id }] }),
    );
    expect(delegated.statusCode).toBe(422);
    expect(firstMessage(delegated)).toMatchObject({
      field: 'delegated.0.ownerId',
      text: ROCK_TEXTS.cannotAssign,
    });
  });

  it('keeps every XSS payload in the notes harmless', async () => {
    const failures: string[] = [];
    for (const { title, payload } of XSS_PAYLOADS.payloads) {
      const res = await post(team.member.session, '/rocks', newRock({ title: 'XSS', contentHtml: payload }));
      if (res.statusCode !== 201) {
        failures.push(`${title}: ${res.statusCode}`);
        continue;
      }
      const stored = await get(team.member.session, `/rock/${res.json().rock.id}`);
      const findings = harmfulParts(stored.json().rock.contentHtml);
      if (findings.length) failures.push(`${title}: ${findings.join(', ')}`);
    }
    expect(XSS_PAYLOADS.payloads.length).toBe(XSS_PAYLOADS.count);
    expect(failures).toEqual([]);
  });
});

describe('GET /api/v2/rock/{id} and GET /api/v2/rocks?ids=', () => {
  it('answers a rock to those who see one of its meetings or own it; 404 to others and across organisations', async () => {
    const rock = await buildRock(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      meetingIds: [team.meeting.id, team.meeting2.id],
    });
    const child = await buildRock(app.db, team.orgId, {
      ownerPersonId: team.admin.person.id,
      meetingIds: [team.meeting2.id],
      delegatedFromRockId: rock.id,
      type: 'department',
    });
    const res = await get(team.observer.session, `/rock/${rock.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().rock).toMatchObject({
      id: rock.id,
      tractionId: team.meeting.id,
      tractionIds: [team.meeting.id, team.meeting2.id],
      delegated: [
        {
          id: child.id,
          tractionId: team.meeting2.id,
          type: 'department',
          ownerId: team.admin.person.id,
          delegatedFromRockId: rock.id,
        },
      ],
    });
    expect((await get(team.admin.session, `/rock/${rock.id}`)).statusCode).toBe(200);
    expect((await get(team.manager.session, `/rock/${rock.id}`)).statusCode).toBe(404);
    expect((await get(team.observer.session, `/rock/${child.id}`)).statusCode).toBe(404);
    const stranger = await buildMember(app.db);
    expect((await get(stranger.session, `/rock/${rock.id}`)).statusCode).toBe(404);
    expect((await get(null, `/rock/${rock.id}`)).statusCode).toBe(401);
  });

  it('reads the listed rocks the caller sees; without ids, the caller’s own rocks', async () => {
    const mine = await buildRock(app.db, team.orgId, {
      ownerPersonId: team.manager.person.id,
      meetingIds: [team.meeting.id],
    });
    const hidden = await buildRock(app.db, team.orgId, {
      ownerPersonId: team.admin.person.id,
      meetingIds: [team.meeting2.id],
    });
    const listed = await get(team.manager.session, `/rocks?ids=${mine.id},${hidden.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().rocks.map((r: TRockAnswer) => r.id)).toEqual([mine.id]);
    const own = await get(team.manager.session, '/rocks');
    expect(own.json().rocks.map((r: TRockAnswer) => r.id)).toEqual([mine.id]);
    expect((await get(team.manager.session, '/rocks?ids=')).json().rocks).toEqual([]);
    expect((await get(null, '/rocks')).statusCode).toBe(401);
  });
});

describe('POST /api/v2/rocks/search', () => {
  it('filters by meeting (any of the rock’s), owner, status, type and text, and sorts by status', async () => {
    const meeting3 = await buildMeeting(app.db, team.orgId, { ownerPersonId: team.owner.person.id });
    const meetingIds = [meeting3.id, team.meeting2.id];
    const owner = team.owner.person.id;
    const a = await buildRock(app.db, team.orgId, {
      ownerPersonId: owner,
      meetingIds,
      title: 'Alpha',
      status: 'OffTrack',
    });
    const b = await buildRock(app.db, team.orgId, {
      ownerPersonId: owner,
      meetingIds,
      title: 'Beta',
      type: 'company',
    });
    const c = await buildRock(app.db, team.orgId, {
      ownerPersonId: team.admin.person.id,
      meetingIds: [team.meeting2.id, meeting3.id],
      title: 'Gamma alpha',
      status: 'Done',
    });
    const search = async (body: object) => {
      const res = await post(team.owner.session, '/rocks/search', body);
      expect(res.statusCode).toBe(200);
      return res.json().items.map((r: TRockAnswer) => r.id);
    };
    const inMeeting = { 'traction-ids': [meeting3.id] };
    expect(await search({ filters: inMeeting, sorts: [{ property: 'title' }] })).toEqual([a.id, b.id, c.id]);
    expect(await search({ filters: { ...inMeeting, 'owner-ids': [team.admin.person.id] } })).toEqual([c.id]);
    expect(
      await search({
        filters: { ...inMeeting, status: ['OffTrack', 'Done'] },
        sorts: [{ property: 'status' }],
      }),
    ).toEqual([a.id, c.id]);
    expect(await search({ filters: { ...inMeeting, type: ['company'] } })).toEqual([b.id]);
    expect(
      await search({ filters: { ...inMeeting, 'text-search': ['ALPHA'] }, sorts: [{ property: 'title' }] }),
    ).toEqual([a.id, c.id]);
    const page = await post(team.owner.session, '/rocks/search', { filters: inMeeting });
    expect(page.json()).toMatchObject({ totalCount: 3, totalPages: 1 });

    const manager = await post(team.manager.session, '/rocks/search', { filters: inMeeting });
    expect(manager.json().items).toEqual([]);
    expect((await post(team.owner.session, '/rocks/search', { filters: { colour: ['x'] } })).statusCode).toBe(
      422,
    );
    expect(
      (await post(team.owner.session, '/rocks/search', { filters: { type: ['yearly'] } })).statusCode,
    ).toBe(422);
    expect((await post(null, '/rocks/search', {})).statusCode).toBe(401);
  });

  it('finds a quarter’s rocks by due date, both ends included, and names a bad span', async () => {
    const meeting = await buildMeeting(app.db, team.orgId, { ownerPersonId: team.owner.person.id });
    const rockDue = (title: string, dueDate: string) =>
      buildRock(app.db, team.orgId, {
        ownerPersonId: team.owner.person.id,
        meetingIds: [meeting.id],
        title,
        dueDate,
      });
    await rockDue('Before', '2026-09-30');
    const first = await rockDue('First day', '2026-10-01');
    const last = await rockDue('Last day', '2026-12-31');
    await rockDue('After', '2027-01-01');
    const filters = { 'traction-ids': [meeting.id], 'due-between': ['2026-10-01', '2026-12-31'] };
    const res = await post(team.owner.session, '/rocks/search', {
      filters,
      sorts: [{ property: 'dueDate' }],
    });
    expect(res.json().items.map((rock: TRockAnswer) => rock.id)).toEqual([first.id, last.id]);
    expect(res.json().totalCount).toBe(2);

    const backwards = await post(team.owner.session, '/rocks/search', {
      filters: { 'due-between': ['2026-12-31', '2026-10-01'] },
    });
    expect(backwards.statusCode).toBe(422);
    expect(JSON.stringify(backwards.json())).toContain('The last day must not be before the first');
  });
});
