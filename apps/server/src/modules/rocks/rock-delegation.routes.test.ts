import { randomUUID } from 'node:crypto';
import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildRock } from '../../test/item-factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildRockTeam, readRock, rockEvents } from './rocks.test-support.ts';

const { app, team, call } = useTestApp(buildRockTeam);

type TRockAnswer = { id: string; delegatedFromRockId: string | null };
const ids = (rocks: TRockAnswer[]) => rocks.map((rock) => rock.id);

/**
 * Through the API: a root rock with two delegated rocks (A in meeting2 for the Admin, B in
 * meeting for the Member), and A delegated again (C in meeting2 for the Owner).
 */
async function buildChain() {
  const created = await call(team.owner.session, 'POST', '/rocks', {
    title: 'Grow revenue 20%',
    ownerId: team.owner.person.id,
    dueDate: '2030-09-30',
    type: 'company',
    tractionIds: [team.meeting.id],
    delegated: [
      { tractionId: team.meeting2.id, type: 'department', ownerId: team.admin.person.id },
      { tractionId: team.meeting.id, type: 'team', ownerId: team.member.person.id },
    ],
  });
  expect(created.statusCode).toBe(201);
  const root = created.json().rock;
  const [a, b] = created.json().delegates;
  const edited = await call(team.owner.session, 'PUT', `/rock/${a.id}`, {
    title: a.title,
    ownerId: a.ownerId,
    dueDate: a.dueDate,
    type: a.type,
    tractionIds: a.tractionIds,
    version: a.version,
    delegated: [{ tractionId: team.meeting2.id, type: 'personal', ownerId: team.owner.person.id }],
  });
  expect(edited.statusCode).toBe(200);
  const [c] = edited.json().rock.delegated;
  return { root, a, b, c };
}

describe('GET /api/v2/rock/{id}/delegates', () => {
  it('answers the chain up to the root and down to every delegated rock', async () => {
    const { root, a, b, c } = await buildChain();
    const ofRoot = (await call(team.owner.session, 'GET', `/rock/${root.id}/delegates`)).json();
    expect(ofRoot.rock.id).toBe(root.id);
    expect(ofRoot.ancestors).toEqual([]);
    expect(ids(ofRoot.descendants)).toEqual([a.id, b.id, c.id]);
    expect(ofRoot.descendants.map((r: TRockAnswer) => r.delegatedFromRockId)).toEqual([
      root.id,
      root.id,
      a.id,
    ]);

    const ofA = (await call(team.owner.session, 'GET', `/rock/${a.id}/delegates`)).json();
    expect(ids(ofA.ancestors)).toEqual([root.id]);
    expect(ids(ofA.descendants)).toEqual([c.id]);

    const ofC = (await call(team.owner.session, 'GET', `/rock/${c.id}/delegates`)).json();
    expect(ids(ofC.ancestors)).toEqual([root.id, a.id]);
    expect(ofC.descendants).toEqual([]);
    expect(ofC.rock).toMatchObject({
      title: 'Grow revenue 20%',
      dueDate: '2030-09-30',
      delegatedFromRockId: a.id,
    });
  });

  it('leaves out rocks of the chain the caller does not see; 404 across organisations; 401 without a session', async () => {
    const { root, a, b, c } = await buildChain();
    const observer = (await call(team.observer.session, 'GET', `/rock/${root.id}/delegates`)).json();
    expect(ids(observer.descendants)).toEqual([b.id]);
    expect((await call(team.observer.session, 'GET', `/rock/${a.id}/delegates`)).statusCode).toBe(404);
    const stranger = await buildMember(app.db);
    expect((await call(stranger.session, 'GET', `/rock/${c.id}/delegates`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/rock/${c.id}/delegates`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/v2/rock/{id}/{flag}', () => {
  it('true: deletes the rock and every rock delegated below it, each announced as Deleted', async () => {
    const { root, a, b, c } = await buildChain();
    const live = vi.spyOn(app.live, 'entity');
    const res = await call(team.owner.session, 'DELETE', `/rock/${a.id}/true`);
    expect(res.statusCode).toBe(200);
    expect(res.json().removedIds).toEqual([a.id, c.id]);
    for (const id of [a.id, c.id]) {
      expect((await readRock(app.db, id)).deletedAt).not.toBeNull();
      expect((await call(team.owner.session, 'GET', `/rock/${id}`)).statusCode).toBe(404);
      expect(live).toHaveBeenCalledWith(
        'Deleted',
        expect.objectContaining({ entityId: id, type: 'rock', orgId: team.orgId }),
      );
      expect((await rockEvents(app.db, id)).at(-1)?.action).toBe('deleted');
    }
    const left = (await call(team.owner.session, 'GET', `/rock/${root.id}/delegates`)).json();
    expect(ids(left.descendants)).toEqual([b.id]);
  });

  it('false: deletes only this rock; the rocks delegated from it move up to its parent', async () => {
    const { root, a, b, c } = await buildChain();
    const res = await call(team.owner.session, 'DELETE', `/rock/${a.id}/false`);
    expect(res.json().removedIds).toEqual([a.id]);
    expect(await readRock(app.db, c.id)).toMatchObject({
      deletedAt: null,
      delegatedFromRockId: root.id,
      version: 1,
    });
    const chain = (await call(team.owner.session, 'GET', `/rock/${root.id}/delegates`)).json();
    expect(ids(chain.descendants)).toEqual([b.id, c.id]);
    const ofRoot = await call(team.owner.session, 'DELETE', `/rock/${root.id}/false`);
    expect(ofRoot.statusCode).toBe(200);
    expect(await readRock(app.db, b.id)).toMatchObject({ delegatedFromRockId: null });
  });

  it('answers 422 for a bad flag, 404 across organisations (rows unchanged), 403 to an Observer, 401 without a session', async () => {
    const { root } = await buildChain();
    const before = await readRock(app.db, root.id);
    const stranger = await buildMember(app.db);
    const bad = await call(team.owner.session, 'DELETE', `/rock/${root.id}/maybe`);
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad).field).toBe('flag');
    expect((await call(stranger.session, 'DELETE', `/rock/${root.id}/true`)).statusCode).toBe(404);
    expect((await call(team.observer.session, 'DELETE', `/rock/${root.id}/true`)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', `/rock/${root.id}/true`)).statusCode).toBe(401);
    expect(await readRock(app.db, root.id)).toEqual(before);
  });
});

describe('POST /api/v2/rocks/remove-in-meeting/{meetingId}', () => {
  it('takes rocks off the meeting and lists those that cannot be (their only meeting, not in it, not seen)', async () => {
    const owner = team.owner.person.id;
    const both = await buildRock(app.db, team.orgId, {
      ownerPersonId: owner,
      meetingIds: [team.meeting.id, team.meeting2.id],
    });
    const only = await buildRock(app.db, team.orgId, { ownerPersonId: owner, meetingIds: [team.meeting.id] });
    const elsewhere = await buildRock(app.db, team.orgId, {
      ownerPersonId: owner,
      meetingIds: [team.meeting2.id],
    });
    const stranger = await buildMember(app.db);
    const strangerMeeting = await buildMeeting(app.db, stranger.orgId, { ownerPersonId: stranger.person.id });
    const foreign = await buildRock(app.db, stranger.orgId, {
      ownerPersonId: stranger.person.id,
      meetingIds: [strangerMeeting.id],
    });
    const live = vi.spyOn(app.live, 'entity');
    const res = await call(team.owner.session, 'POST', `/rocks/remove-in-meeting/${team.meeting.id}`, {
      rockIds: [both.id, only.id, elsewhere.id, foreign.id, randomUUID()],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().removedIds).toEqual([both.id]);
    expect(res.json().failedIds).toHaveLength(4);
    expect(res.json().messages).toEqual([
      { id: 'ROCKS_NOT_REMOVED', type: 'error', text: ROCK_TEXTS.someNotRemoved },
    ]);
    expect(await readRock(app.db, both.id)).toMatchObject({
      meetingId: team.meeting2.id,
      meetingIds: [team.meeting2.id],
      version: 1,
    });
    expect((await readRock(app.db, only.id)).meetingIds).toEqual([team.meeting.id]);
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: both.id, type: 'rock', orgId: team.orgId }),
    );
    expect((await rockEvents(app.db, both.id)).map((e) => e.action)).toEqual(['removedFromMeeting']);

    const clean = await buildRock(app.db, team.orgId, {
      ownerPersonId: owner,
      meetingIds: [team.meeting2.id, team.meeting.id],
    });
    const allGood = await call(team.owner.session, 'POST', `/rocks/remove-in-meeting/${team.meeting.id}`, {
      rockIds: [clean.id],
    });
    expect(allGood.json()).toMatchObject({ removedIds: [clean.id], failedIds: [], messages: [] });
  });

  it('answers 404 for a meeting of another organisation, 403 to an Observer, 422 without rocks, 401 without a session', async () => {
    const rock = await buildRock(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      meetingIds: [team.meeting.id, team.meeting2.id],
    });
    const stranger = await buildMember(app.db);
    const url = `/rocks/remove-in-meeting/${team.meeting.id}`;
    const body = { rockIds: [rock.id] };
    const foreign = await call(stranger.session, 'POST', url, body);
    expect(foreign.statusCode).toBe(404);
    expect(firstMessage(foreign).field).toBe('meetingId');
    expect((await call(team.observer.session, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(team.manager.session, 'POST', url, body)).statusCode).toBe(403);
    expect(firstMessage(await call(team.owner.session, 'POST', url, { rockIds: [] })).field).toBe('rockIds');
    expect((await call(null, 'POST', url, body)).statusCode).toBe(401);
    expect((await readRock(app.db, rock.id)).meetingIds).toEqual([team.meeting.id, team.meeting2.id].sort());
  });
});
