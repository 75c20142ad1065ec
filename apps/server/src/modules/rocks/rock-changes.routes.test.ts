import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { buildRock } from '../../test/item-factories.ts';
import { firstMessage, type TSession, useTestApp } from '../../test/route-test.ts';
import { buildRockTeam, readRock, rockEvents } from './rocks.test-support.ts';

const { app, team, put } = useTestApp(buildRockTeam);

/** A rock of the Member in `meeting`, on track, version 0. */
const memberRock = (fields: Partial<Parameters<typeof buildRock>[2]> = {}) =>
  buildRock(app.db, team.orgId, {
    ownerPersonId: team.member.person.id,
    meetingIds: [team.meeting.id],
    title: 'Hire a CFO',
    ...fields,
  });
const edit = (fields: object = {}) => ({
  title: 'Hire a CFO',
  ownerId: team.member.person.id,
  dueDate: '2030-03-31',
  type: 'team',
  tractionIds: [team.meeting.id],
  version: 0,
  ...fields,
});

describe('PUT /api/v2/rock/{id}', () => {
  it('edits every field, adds a meeting, sanitizes notes, bumps the version, records and announces it', async () => {
    const rock = await memberRock();
    const live = vi.spyOn(app.live, 'entity');
    const res = await put(
      team.member.session,
      `/rock/${rock.id}`,
      edit({
        title: 'Hire a great CFO',
        dueDate: '2030-06-30',
        type: 'company',
        tractionIds: [team.meeting.id, team.meeting2.id],
        contentHtml: '<p>new<img src=x onerror=alert(1)></p>',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      { id: 'ITEM_UPDATED', type: 'success', text: 'Updated: Hire a great CFO' },
    ]);
    expect(res.json().rock).toMatchObject({
      title: 'Hire a great CFO',
      dueDate: '2030-06-30',
      type: 'company',
      tractionId: team.meeting.id,
      tractionIds: [team.meeting.id, team.meeting2.id],
      contentHtml: '<p>new</p>',
      version: 1,
    });
    expect((await readRock(app.db, rock.id)).meetingIds).toEqual([team.meeting.id, team.meeting2.id].sort());
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: rock.id, type: 'rock', orgId: team.orgId }),
    );
    expect((await rockEvents(app.db, rock.id)).map((e) => e.action)).toEqual(['updated']);
  });

  it('moves the main meeting, drops a meeting, and changes nothing when the same values come again', async () => {
    const rock = await memberRock({ meetingIds: [team.meeting.id, team.meeting2.id] });
    const moved = await put(
      team.member.session,
      `/rock/${rock.id}`,
      edit({ tractionIds: [team.meeting2.id], contentHtml: '<p>n</p>' }),
    );
    expect(moved.json().rock).toMatchObject({
      tractionId: team.meeting2.id,
      tractionIds: [team.meeting2.id],
      version: 1,
    });
    const again = await put(
      team.member.session,
      `/rock/${rock.id}`,
      edit({ tractionIds: [team.meeting2.id], version: 1 }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().rock.version).toBe(1);
    expect((await rockEvents(app.db, rock.id)).map((e) => e.action)).toEqual(['updated']);
  });

  it('locks the title of a delegated rock (422 on title) and lets the rest change', async () => {
    const parent = await memberRock();
    const child = await memberRock({ delegatedFromRockId: parent.id });
    const renamed = await put(team.owner.session, `/rock/${child.id}`, edit({ title: 'Something else' }));
    expect(renamed.statusCode).toBe(422);
    expect(firstMessage(renamed)).toMatchObject({ field: 'title', text: ROCK_TEXTS.titleLocked });
    expect((await readRock(app.db, child.id)).version).toBe(0);
    const dated = await put(team.owner.session, `/rock/${child.id}`, edit({ dueDate: '2030-12-31' }));
    expect(dated.statusCode).toBe(200);
    expect(dated.json().rock).toMatchObject({ title: 'Hire a CFO', dueDate: '2030-12-31' });
    const root = await put(team.owner.session, `/rock/${parent.id}`, edit({ title: 'Root renamed' }));
    expect(root.statusCode).toBe(200);
  });

  it('delegates new rocks from an edit', async () => {
    const rock = await memberRock();
    const res = await put(
      team.owner.session,
      `/rock/${rock.id}`,
      edit({
        delegated: [{ tractionId: team.meeting2.id, type: 'department', ownerId: team.admin.person.id }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const [delegated] = res.json().rock.delegated;
    expect(delegated).toMatchObject({
      tractionId: team.meeting2.id,
      ownerId: team.admin.person.id,
      delegatedFromRockId: rock.id,
    });
    expect(await readRock(app.db, delegated.id)).toMatchObject({
      title: 'Hire a CFO',
      delegatedFromRockId: rock.id,
    });
    expect((await rockEvents(app.db, delegated.id)).map((e) => e.action)).toEqual(['created']);
  });

  it('answers 409 for a stale version and changes nothing', async () => {
    const rock = await memberRock();
    await put(team.member.session, `/rock/${rock.id}`, edit({ title: 'First' }));
    const stale = await put(
      team.member.session,
      `/rock/${rock.id}`,
      edit({ title: 'Lost update', version: 0 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(await readRock(app.db, rock.id)).toMatchObject({ title: 'First', version: 1 });
  });

  it('changes the status with the other fields in one change (Edit Rock saves in one call)', async () => {
    const rock = await memberRock();
    const done = await put(team.member.session, `/rock/${rock.id}`, edit({ title: 'Hired', status: 'Done' }));
    expect(done.statusCode).toBe(200);
    expect(done.json().rock).toMatchObject({ title: 'Hired', status: 'Done', version: 1 });
    expect((await readRock(app.db, rock.id)).completedAt).toBeInstanceOf(Date);
    const back = await put(
      team.member.session,
      `/rock/${rock.id}`,
      edit({ title: 'Hired', status: 'OffTrack', version: 1 }),
    );
    expect(back.json().rock).toMatchObject({ status: 'OffTrack', version: 2 });
    expect((await readRock(app.db, rock.id)).completedAt).toBeNull();
    const before = await readRock(app.db, rock.id);
    const bad = await put(
      team.member.session,
      `/rock/${rock.id}`,
      edit({ title: 'Hired', status: 'Sideways', version: 2 }),
    );
    expect(firstMessage(bad)).toMatchObject({ field: 'status' });
    expect(await readRock(app.db, rock.id)).toEqual(before);
  });

  it('answers 404 across organisations (row unchanged), 403 to an Observer, 401 without a session', async () => {
    const rock = await memberRock();
    const before = await readRock(app.db, rock.id);
    const stranger = await buildMember(app.db);
    const foreign = await put(stranger.session, `/rock/${rock.id}`, edit({ ownerId: stranger.person.id }));
    expect(foreign.statusCode).toBe(404);
    expect((await put(team.observer.session, `/rock/${rock.id}`, edit())).statusCode).toBe(403);
    expect((await put(null, `/rock/${rock.id}`, edit())).statusCode).toBe(401);
    expect(await readRock(app.db, rock.id)).toEqual(before);
  });

  it('answers 422 with the field named for each bad input, changing nothing', async () => {
    const rock = await memberRock();
    const before = await readRock(app.db, rock.id);
    const stranger = await buildMember(app.db);
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', ROCK_TEXTS.required],
      [{ title: 'x'.repeat(257) }, 'title', ROCK_TEXTS.titleTooLong],
      [{ title: 'x'.repeat(10_000) }, 'title', ROCK_TEXTS.titleTooLong],
      [{ ownerId: stranger.person.id }, 'ownerId', ROCK_TEXTS.ownerNotInOrg],
      [{ ownerId: team.admin.person.id }, 'ownerId', ROCK_TEXTS.ownerNotInMeeting],
      [
        { ownerId: team.pending.id, tractionIds: [team.meeting.id, team.meeting2.id] },
        'tractionIds',
        ROCK_TEXTS.ownerNotInMeeting,
      ],
      [{ tractionIds: [] }, 'tractionIds', ROCK_TEXTS.atLeastOneMeeting],
      [{ dueDate: '2030-13-01' }, 'dueDate', ROCK_TEXTS.invalidDate],
      [{ type: 'yearly' }, 'type', ROCK_TEXTS.chooseType],
      [{ version: undefined }, 'version', ROCK_TEXTS.required],
      [
        { delegated: [{ tractionId: team.meeting.id, ownerId: team.member.person.id }] },
        'delegated.0.type',
        ROCK_TEXTS.chooseType,
      ],
    ];
    for (const [fields, field, text] of cases) {
      const res = await put(team.owner.session, `/rock/${rock.id}`, edit(fields));
      expect(res.statusCode, JSON.stringify(fields).slice(0, 100)).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field, text });
    }
    expect(await readRock(app.db, rock.id)).toEqual(before);
  });
});

describe('PUT /api/v2/rock/{id}/status and /complete', () => {
  it('sets any status; Done stamps completedAt and another status clears it', async () => {
    const rock = await memberRock();
    const done = await put(team.member.session, `/rock/${rock.id}/status`, { status: 'Done' });
    expect(done.json().rock).toMatchObject({ status: 'Done', version: 1 });
    expect(done.json().rock.completedAt).not.toBeNull();
    const cancelled = await put(team.member.session, `/rock/${rock.id}/status`, {
      status: 'NonRock',
      version: 1,
    });
    expect(cancelled.json().rock).toMatchObject({ status: 'NonRock', completedAt: null, version: 2 });
    const same = await put(team.member.session, `/rock/${rock.id}/status`, { status: 'NonRock' });
    expect(same.json().rock.version).toBe(2);
    expect((await rockEvents(app.db, rock.id)).map((e) => e.action)).toEqual([
      'statusChanged',
      'statusChanged',
    ]);
  });

  it('completes (Done) and un-completes (On track), each recorded', async () => {
    const rock = await memberRock({ status: 'OffTrack' });
    const done = await put(team.member.session, `/rock/${rock.id}/complete`, { isComplete: true });
    expect(done.json().rock).toMatchObject({ status: 'Done', version: 1 });
    const undone = await put(team.member.session, `/rock/${rock.id}/complete`, {
      isComplete: false,
      version: 1,
    });
    expect(undone.json().rock).toMatchObject({ status: 'OnTrack', completedAt: null, version: 2 });
    expect((await rockEvents(app.db, rock.id)).map((e) => e.action)).toEqual(['completed', 'uncompleted']);
  });

  it('answers 422 for bad input, 409 stale, 404 across organisations, 403 to an Observer, 401 without a session', async () => {
    const rock = await memberRock();
    const stranger = await buildMember(app.db);
    for (const [path, body] of [
      ['status', { status: 'Done' }],
      ['complete', { isComplete: true }],
    ] as const) {
      const url = `/rock/${rock.id}/${path}`;
      expect((await put(team.member.session, url, { ...body, version: 7 })).statusCode).toBe(409);
      expect((await put(stranger.session, url, body)).statusCode).toBe(404);
      expect((await put(team.observer.session, url, body)).statusCode).toBe(403);
      expect((await put(null, url, body)).statusCode).toBe(401);
    }
    const unknown = await put(team.member.session, `/rock/${rock.id}/status`, { status: 'Finished' });
    expect(firstMessage(unknown)).toMatchObject({ field: 'status', text: ROCK_TEXTS.chooseStatus });
    const missing = await put(team.member.session, `/rock/${rock.id}/complete`, {});
    expect(firstMessage(missing)).toMatchObject({ field: 'isComplete', text: ROCK_TEXTS.required });
    expect(await readRock(app.db, rock.id)).toMatchObject({ status: 'OnTrack', version: 0 });
  });
});

describe('PUT /api/v2/rock/{id}/reassign', () => {
  it('lets an Owner reassign to someone invited to every meeting of the rock, recorded as ownerChanged', async () => {
    const rock = await memberRock({ meetingIds: [team.meeting2.id] });
    const res = await put(team.owner.session, `/rock/${rock.id}/reassign`, { ownerId: team.admin.person.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().rock).toMatchObject({ ownerId: team.admin.person.id, version: 1 });
    expect((await rockEvents(app.db, rock.id)).map((e) => e.action)).toEqual(['ownerChanged']);
  });

  it('refuses an owner outside a meeting or the organisation, and a Member giving the rock away (422 on ownerId)', async () => {
    const rock = await memberRock({ meetingIds: [team.meeting.id, team.meeting2.id] });
    const stranger = await buildMember(app.db);
    const cases: [TSession, string, string][] = [
      [team.owner.session, team.pending.id, ROCK_TEXTS.ownerNotInMeeting],
      [team.owner.session, stranger.person.id, ROCK_TEXTS.ownerNotInOrg],
      [team.member.session, team.owner.person.id, ROCK_TEXTS.cannotAssign],
    ];
    for (const [session, ownerId, text] of cases) {
      const res = await put(session, `/rock/${rock.id}/reassign`, { ownerId });
      expect(res.statusCode).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field: 'ownerId', text });
    }
    expect(await readRock(app.db, rock.id)).toMatchObject({
      ownerPersonId: team.member.person.id,
      version: 0,
    });
  });

  it('answers 409 stale, 404 across organisations, 403 to an Observer, 401 without a session', async () => {
    const rock = await memberRock();
    const stranger = await buildMember(app.db);
    const url = `/rock/${rock.id}/reassign`;
    const body = { ownerId: team.owner.person.id };
    expect((await put(team.owner.session, url, { ...body, version: 3 })).statusCode).toBe(409);
    expect((await put(stranger.session, url, { ownerId: stranger.person.id })).statusCode).toBe(404);
    expect((await put(team.observer.session, url, body)).statusCode).toBe(403);
    expect((await put(null, url, body)).statusCode).toBe(401);
    expect(await readRock(app.db, rock.id)).toMatchObject({
      ownerPersonId: team.member.person.id,
      version: 0,
    });
  });
});
