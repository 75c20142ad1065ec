import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { measurables, rocks } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { countOrgRows, firstMessage, type TSession, useTestApp } from '../../test/route-test.ts';
import {
  addMeasurable,
  buildScorecardTeam,
  newMeasurable,
  readMeasurable,
} from './scorecards.test-support.ts';

const { app, team, call, get, post, put } = useTestApp(buildScorecardTeam);

/** A rock of the team's meeting owned by the Member, made by the Owner. */
async function teamRock(title = 'Launch the website') {
  const body = {
    title,
    ownerId: team.member.person.id,
    dueDate: '2031-03-31',
    type: 'team',
    tractionIds: [team.meeting.id],
  };
  const res = await post(team.owner.session, '/rocks', body);
  return res.json().rock as { id: string; title: string };
}

/** A to-do of a meeting (the team's by default) owned by `ownerId`, made by the Owner. */
async function meetingTodo(ownerId: string, tractionId: string, title = 'Send the proposal') {
  const res = await post(team.owner.session, '/todos', { title, ownerIds: [ownerId], tractionId });
  return res.json().todos[0] as { id: string; title: string };
}

const addAs = (session: TSession, fields: object) =>
  post(session, `/scorecard/${team.scorecardId}/add-measurable`, newMeasurable(team, fields));

const editBody = (m: { title: string; version: number }, fields: object = {}) => ({
  title: m.title,
  ownerId: team.member.person.id,
  comparison: 'GreaterOrEqual',
  goalValue: '10',
  version: m.version,
  ...fields,
});

const readOne = async (id: string) =>
  (await get(team.member.session, `/scorecard/${team.scorecardId}/${id}`)).json().measurable;

describe('linkedItemId on a measurable (001 §3, issue 34 point 6)', () => {
  it('links a rock on add, answers it on the measurable, the grid and the rock\'s "tracked by" list', async () => {
    const rock = await teamRock();
    const res = await addAs(team.member.session, {
      title: 'Pages live',
      linkedItemId: rock.id,
      editorId: null,
    });
    expect(res.statusCode).toBe(201);
    const added = res.json().measurable;
    expect(added).toMatchObject({
      linkedItemId: rock.id,
      linkedItem: { id: rock.id, kind: 'Rock', title: rock.title },
    });
    expect((await readMeasurable(app.db, added.id)).linkedRockId).toBe(rock.id);
    const grid = (await get(team.member.session, `/scorecard/${team.scorecardId}`)).json().scorecard;
    const row = grid.measurables.find((m: { id: string }) => m.id === added.id);
    expect(row.linkedItem).toEqual({ id: rock.id, kind: 'Rock', title: rock.title });
    const tracking = await get(team.member.session, `/scorecards/tracking/${rock.id}`);
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json().measurables).toEqual([
      { id: added.id, title: 'Pages live', scorecardId: team.scorecardId, tractionId: team.meeting.id },
    ]);
  });

  it('changes the link to a to-do on edit, keeps it when absent, removes it with null', async () => {
    const rock = await teamRock('Hire two engineers');
    const todo = await meetingTodo(team.member.person.id, team.meeting.id);
    const added = await addMeasurable(
      app,
      team.owner.session,
      team.scorecardId,
      newMeasurable(team, { title: 'Interviews', linkedItemId: rock.id }),
    );
    const path = `/scorecard/${team.scorecardId}/${added.id}`;
    const toTodo = await put(team.member.session, path, editBody(added, { linkedItemId: todo.id }));
    expect(toTodo.statusCode).toBe(200);
    expect(toTodo.json().measurable.linkedItem).toEqual({ id: todo.id, kind: 'Todo', title: todo.title });
    const stored = await readMeasurable(app.db, added.id);
    expect([stored.linkedRockId, stored.linkedTodoId]).toEqual([null, todo.id]);
    const kept = await put(team.member.session, path, editBody({ ...added, version: stored.version }));
    expect(kept.json().measurable.linkedItemId).toBe(todo.id);
    const cleared = await put(
      team.member.session,
      path,
      editBody({ ...added, version: kept.json().measurable.version }, { linkedItemId: null }),
    );
    expect(cleared.json().measurable).toMatchObject({ linkedItemId: null, linkedItem: null });
    expect((await get(team.member.session, `/scorecards/tracking/${todo.id}`)).json().measurables).toEqual(
      [],
    );
  });

  it("refuses with 422 on linkedItemId another organisation's rock, an item of a meeting the caller does not see, and an unknown id; stores nothing", async () => {
    const stranger = await buildMember(app.db);
    const foreignMeeting = await buildMeeting(app.db, stranger.orgId, { ownerPersonId: stranger.person.id });
    const foreign = await post(stranger.session, '/rocks', {
      title: 'Theirs',
      ownerId: stranger.person.id,
      dueDate: '2031-03-31',
      type: 'team',
      tractionIds: [foreignMeeting.id],
    });
    expect(foreign.statusCode).toBe(201);
    // The Member is not invited to the other meeting, and the Manager owns its to-do.
    const hidden = await meetingTodo(team.manager.person.id, team.other.id, 'Private');
    const before = await countOrgRows(app.db, measurables, team.orgId);
    for (const id of [foreign.json().rock.id, hidden.id, crypto.randomUUID()]) {
      const res = await addAs(team.member.session, { linkedItemId: id });
      expect(res.statusCode).toBe(422);
      expect(firstMessage(res)).toMatchObject({
        field: 'linkedItemId',
        text: SCORECARD_TEXTS.linkedItemUnknown,
      });
    }
    const bad = await addAs(team.member.session, { linkedItemId: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad).field).toBe('linkedItemId');
    expect(await countOrgRows(app.db, measurables, team.orgId)).toBe(before);

    const added = await addMeasurable(app, team.owner.session, team.scorecardId, newMeasurable(team));
    const path = `/scorecard/${team.scorecardId}/${added.id}`;
    const edit = await put(team.member.session, path, editBody(added, { linkedItemId: hidden.id }));
    expect(edit.statusCode).toBe(422);
    expect(firstMessage(edit).field).toBe('linkedItemId');
    expect((await readMeasurable(app.db, added.id)).version).toBe(added.version);
  });

  it('reads a deleted item as no link, and a purged one clears the column', async () => {
    const rock = await teamRock('Open the second office');
    const added = await addMeasurable(
      app,
      team.owner.session,
      team.scorecardId,
      newMeasurable(team, { linkedItemId: rock.id }),
    );
    expect((await call(team.owner.session, 'DELETE', `/rock/${rock.id}/false`)).statusCode).toBe(200);
    expect(await readOne(added.id)).toMatchObject({ linkedItemId: null, linkedItem: null });
    await app.db.delete(rocks).where(eq(rocks.id, rock.id));
    expect((await readMeasurable(app.db, added.id)).linkedRockId).toBeNull();
  });

  it('GET scorecards/tracking: 401 signed out, 404 for another organisation’s item, 422 a bad id', async () => {
    const rock = await teamRock('Tracked');
    await addMeasurable(
      app,
      team.owner.session,
      team.scorecardId,
      newMeasurable(team, { linkedItemId: rock.id }),
    );
    expect((await get(null, `/scorecards/tracking/${rock.id}`)).statusCode).toBe(401);
    const stranger = await buildMember(app.db);
    const theirs = await get(stranger.session, `/scorecards/tracking/${rock.id}`);
    expect(theirs.statusCode).toBe(404);
    const bad = await get(team.member.session, '/scorecards/tracking/nope');
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad).field).toBe('itemId');
  });
});
