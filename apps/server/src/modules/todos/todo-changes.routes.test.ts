import { randomUUID } from 'node:crypto';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { firstMessage, type TSession, useTestApp } from '../../test/route-test.ts';
import { buildTodoTeam, readTodo, todoEvents } from './todos.test-support.ts';

const { app, team, call, put } = useTestApp(buildTodoTeam);

const remove = (session: TSession, id: string) => call(session, 'DELETE', `/todo/${id}`);
/** A meeting to-do of the Member, Pending, version 0. */
const memberTodo = (fields: Partial<Parameters<typeof buildTodo>[2]> = {}) =>
  buildTodo(app.db, team.orgId, {
    ownerPersonId: team.member.person.id,
    meetingId: team.meeting.id,
    ...fields,
  });
const edit = (fields: object = {}) => ({
  title: 'Renamed',
  ownerId: team.member.person.id,
  dueDate: '2031-05-01',
  version: 0,
  ...fields,
});

describe('PUT /api/v2/todo/{id}', () => {
  it('edits title, due date and notes (sanitized), bumps the version, records and announces it', async () => {
    const todo = await memberTodo({ contentHtml: '<p>old</p>' });
    const live = vi.spyOn(app.live, 'entity');
    const res = await put(
      team.member.session,
      `/todo/${todo.id}`,
      edit({ contentHtml: '<p>new<img src=x onerror=alert(1)></p>' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().todo).toMatchObject({
      title: 'Renamed',
      dueDate: '2031-05-01',
      contentHtml: '<p>new</p>',
      version: 1,
    });
    expect(res.json().messages[0].text).toBe('Updated: Renamed');
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ entityId: todo.id, type: 'todo', orgId: team.orgId }),
    );
    const [event] = await todoEvents(app.db, todo.id);
    expect(event).toMatchObject({ action: 'updated', data: { isContentChanged: true } });
  });

  it('keeps the owner when ownerId is left out (000 §5 Edit To-Do)', async () => {
    const todo = await memberTodo();
    const { ownerId: _left, ...withoutOwner } = edit({ title: 'No owner sent' });
    const res = await put(team.member.session, `/todo/${todo.id}`, withoutOwner);
    expect(res.statusCode).toBe(200);
    expect(res.json().todo).toMatchObject({
      title: 'No owner sent',
      ownerId: team.member.person.id,
      version: 1,
    });
  });

  it('keeps the notes when contentHtml is left out; the same values again change nothing', async () => {
    const todo = await memberTodo({ contentHtml: '<p>keep</p>', title: 'Same', dueDate: '2031-05-01' });
    const live = vi.spyOn(app.live, 'entity');
    const res = await put(team.member.session, `/todo/${todo.id}`, edit({ title: 'Same' }));
    expect(res.json().todo).toMatchObject({ contentHtml: '<p>keep</p>', version: 0 });
    expect(live).not.toHaveBeenCalled();
    expect(await todoEvents(app.db, todo.id)).toEqual([]);
  });

  it('clears the notes when contentHtml is null', async () => {
    const todo = await memberTodo({ contentHtml: '<p>old</p>' });
    const res = await put(team.member.session, `/todo/${todo.id}`, edit({ contentHtml: null }));
    expect(res.json().todo).toMatchObject({ contentHtml: '', version: 1 });
  });

  it('answers 409 for a stale version and changes nothing', async () => {
    const todo = await memberTodo();
    await put(team.member.session, `/todo/${todo.id}`, edit());
    const before = await readTodo(app.db, todo.id);
    const res = await put(
      team.member.session,
      `/todo/${todo.id}`,
      edit({ title: 'Lost update', version: 0 }),
    );
    expect(res.statusCode).toBe(409);
    expect(await readTodo(app.db, todo.id)).toEqual(before);
  });

  it('answers 404 across organisations and leaves the row unchanged; 403 to an Observer; 401 without a session', async () => {
    const todo = await memberTodo();
    const stranger = await buildMember(app.db);
    const before = await readTodo(app.db, todo.id);
    const foreign = await put(stranger.session, `/todo/${todo.id}`, edit({ ownerId: stranger.person.id }));
    expect(foreign.statusCode).toBe(404);
    expect((await put(team.observer.session, `/todo/${todo.id}`, edit())).statusCode).toBe(403);
    expect((await put(null, `/todo/${todo.id}`, edit())).statusCode).toBe(401);
    expect(await readTodo(app.db, todo.id)).toEqual(before);
  });

  it('answers 422 with the field named for each bad input, changing nothing', async () => {
    const todo = await memberTodo();
    const stranger = await buildMember(app.db);
    const cases: [object, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(10_000) }, 'title'],
      [{ dueDate: '2031-02-29' }, 'dueDate'],
      [{ dueDate: 'soon' }, 'dueDate'],
      [{ ownerId: randomUUID() }, 'ownerId'],
      [{ ownerId: stranger.person.id }, 'ownerId'],
      [{ ownerId: team.manager.person.id }, 'ownerId'],
      [{ version: undefined }, 'version'],
    ];
    const before = await readTodo(app.db, todo.id);
    for (const [fields, field] of cases) {
      const res = await put(team.owner.session, `/todo/${todo.id}`, edit(fields));
      expect(res.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(422);
      expect(firstMessage(res).field).toBe(field);
    }
    expect(await readTodo(app.db, todo.id)).toEqual(before);
  });

  it('lets a Member keep the owner or take the to-do, not give it to someone else', async () => {
    const todo = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.pending.id,
      meetingId: team.meeting.id,
    });
    const keep = await put(team.member.session, `/todo/${todo.id}`, edit({ ownerId: team.pending.id }));
    expect(keep.statusCode).toBe(200);
    const give = await put(
      team.member.session,
      `/todo/${todo.id}`,
      edit({ ownerId: team.owner.person.id, version: 1 }),
    );
    expect(give.statusCode).toBe(422);
    expect(firstMessage(give)).toMatchObject({ field: 'ownerId', text: ITEM_TEXTS.cannotAssign });
    const take = await put(
      team.member.session,
      `/todo/${todo.id}`,
      edit({ ownerId: team.member.person.id, version: 1 }),
    );
    expect(take.json().todo).toMatchObject({ ownerId: team.member.person.id, version: 2 });
  });
});

describe('PUT /api/v2/todo/{id}/complete', () => {
  it('completes (Done, completedAt) and un-completes (NotDone), each recorded and announced', async () => {
    const todo = await memberTodo({ dueDate: '2020-01-01' });
    const live = vi.spyOn(app.live, 'entity');
    const done = await put(team.member.session, `/todo/${todo.id}/complete`, {
      isComplete: true,
      version: 0,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().todo).toMatchObject({
      status: 'Done',
      completedAt: expect.any(String),
      isOverdue: false,
      version: 1,
    });
    const undone = await put(team.member.session, `/todo/${todo.id}/complete`, { isComplete: false });
    expect(undone.json().todo).toMatchObject({
      status: 'NotDone',
      completedAt: null,
      isOverdue: true,
      version: 2,
    });
    expect(live).toHaveBeenCalledTimes(2);
    expect((await todoEvents(app.db, todo.id)).map((e) => e.action)).toEqual(['completed', 'uncompleted']);
  });

  it('answers 409 for a stale version, 404 across organisations, 403 to an Observer, 422 without isComplete', async () => {
    const todo = await memberTodo();
    const stranger = await buildMember(app.db);
    expect(
      (await put(team.member.session, `/todo/${todo.id}/complete`, { isComplete: true, version: 3 }))
        .statusCode,
    ).toBe(409);
    expect((await put(stranger.session, `/todo/${todo.id}/complete`, { isComplete: true })).statusCode).toBe(
      404,
    );
    expect(
      (await put(team.observer.session, `/todo/${todo.id}/complete`, { isComplete: true })).statusCode,
    ).toBe(403);
    const missing = await put(team.member.session, `/todo/${todo.id}/complete`, {});
    expect(firstMessage(missing)).toMatchObject({ field: 'isComplete', id: 'VAL_REQUIRED' });
    expect(await readTodo(app.db, todo.id)).toMatchObject({ status: 'Pending', version: 0 });
  });
});

describe('PUT /api/v2/todo/{id}/status', () => {
  it('sets any status; Done stamps completedAt and another status clears it', async () => {
    const todo = await memberTodo();
    const done = await put(team.member.session, `/todo/${todo.id}/status`, { status: 'Done' });
    expect(done.json().todo).toMatchObject({ status: 'Done', completedAt: expect.any(String) });
    const removed = await put(team.member.session, `/todo/${todo.id}/status`, {
      status: 'Removed',
      version: 1,
    });
    expect(removed.json().todo).toMatchObject({ status: 'Removed', completedAt: null, version: 2 });
    expect((await todoEvents(app.db, todo.id)).map((e) => e.action)).toEqual([
      'statusChanged',
      'statusChanged',
    ]);
  });

  it('answers 422 for an unknown status, 409 stale, 404 across organisations, 403 to an Observer', async () => {
    const todo = await memberTodo();
    const stranger = await buildMember(app.db);
    expect(
      firstMessage(await put(team.member.session, `/todo/${todo.id}/status`, { status: 'Open' })).field,
    ).toBe('status');
    expect(
      (await put(team.member.session, `/todo/${todo.id}/status`, { status: 'Done', version: 9 })).statusCode,
    ).toBe(409);
    expect((await put(stranger.session, `/todo/${todo.id}/status`, { status: 'Done' })).statusCode).toBe(404);
    expect((await put(team.observer.session, `/todo/${todo.id}/status`, { status: 'Done' })).statusCode).toBe(
      403,
    );
    expect(await readTodo(app.db, todo.id)).toMatchObject({ status: 'Pending', version: 0 });
  });
});

describe('PUT /api/v2/todo/{id}/reassign', () => {
  it('lets an Owner reassign to anyone in the meeting, recorded as ownerChanged', async () => {
    const todo = await memberTodo();
    const res = await put(team.owner.session, `/todo/${todo.id}/reassign`, { ownerId: team.pending.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().todo).toMatchObject({ ownerId: team.pending.id, version: 1 });
    const [event] = await todoEvents(app.db, todo.id);
    expect(event).toMatchObject({
      action: 'ownerChanged',
      data: { before: team.member.person.id, after: team.pending.id },
    });
  });

  it('refuses an owner outside the meeting or the organisation (422 on ownerId) and a Member giving it away', async () => {
    const todo = await memberTodo();
    const stranger = await buildMember(app.db);
    const refusals: [string, string][] = [
      [team.manager.person.id, ITEM_TEXTS.ownerNotInMeeting],
      [stranger.person.id, ITEM_TEXTS.ownerNotInOrg],
      [randomUUID(), ITEM_TEXTS.ownerNotInOrg],
    ];
    for (const [ownerId, text] of refusals) {
      const res = await put(team.owner.session, `/todo/${todo.id}/reassign`, { ownerId });
      expect(res.statusCode).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field: 'ownerId', text });
    }
    const give = await put(team.member.session, `/todo/${todo.id}/reassign`, { ownerId: team.pending.id });
    expect(firstMessage(give).text).toBe(ITEM_TEXTS.cannotAssign);
    expect(await readTodo(app.db, todo.id)).toMatchObject({
      ownerPersonId: team.member.person.id,
      version: 0,
    });
  });

  it('reassigns a personal to-do only among people of the organisation', async () => {
    const todo = await buildTodo(app.db, team.orgId, { ownerPersonId: team.owner.person.id });
    const stranger = await buildMember(app.db);
    const refused = await put(team.owner.session, `/todo/${todo.id}/reassign`, {
      ownerId: stranger.person.id,
    });
    expect(firstMessage(refused)).toMatchObject({ field: 'ownerId', text: ITEM_TEXTS.ownerNotInOrg });
    const res = await put(team.owner.session, `/todo/${todo.id}/reassign`, {
      ownerId: team.manager.person.id,
    });
    expect(res.json().todo).toMatchObject({ ownerId: team.manager.person.id, tractionId: null });
  });

  it('answers 409 stale, 404 across organisations, 403 to an Observer, 401 without a session', async () => {
    const todo = await memberTodo();
    const stranger = await buildMember(app.db);
    const ownerId = team.pending.id;
    expect(
      (await put(team.owner.session, `/todo/${todo.id}/reassign`, { ownerId, version: 5 })).statusCode,
    ).toBe(409);
    expect(
      (await put(stranger.session, `/todo/${todo.id}/reassign`, { ownerId: stranger.person.id })).statusCode,
    ).toBe(404);
    expect((await put(team.observer.session, `/todo/${todo.id}/reassign`, { ownerId })).statusCode).toBe(403);
    expect((await put(null, `/todo/${todo.id}/reassign`, { ownerId })).statusCode).toBe(401);
    expect(await readTodo(app.db, todo.id)).toMatchObject({
      ownerPersonId: team.member.person.id,
      version: 0,
    });
  });
});

describe('DELETE /api/v2/todo/{id}', () => {
  it('soft-deletes: the row stays with deleted_at, reads answer 404, Deleted is announced', async () => {
    const todo = await memberTodo();
    const live = vi.spyOn(app.live, 'entity');
    const res = await remove(team.member.session, todo.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().todoId).toBe(todo.id);
    expect((await readTodo(app.db, todo.id)).deletedAt).toBeInstanceOf(Date);
    expect(live).toHaveBeenCalledWith(
      'Deleted',
      expect.objectContaining({ entityId: todo.id, type: 'todo', orgId: team.orgId }),
    );
    const read = await call(team.member.session, 'GET', `/todo/${todo.id}`);
    expect(read.statusCode).toBe(404);
    expect((await remove(team.member.session, todo.id)).statusCode).toBe(404);
    expect((await todoEvents(app.db, todo.id)).map((e) => e.action)).toEqual(['deleted']);
  });

  it('answers 404 across organisations, 403 to an Observer, 401 without a session; the row stays', async () => {
    const todo = await memberTodo();
    const stranger = await buildMember(app.db);
    expect((await remove(stranger.session, todo.id)).statusCode).toBe(404);
    expect((await remove(team.observer.session, todo.id)).statusCode).toBe(403);
    expect((await remove(null, todo.id)).statusCode).toBe(401);
    expect(await readTodo(app.db, todo.id)).toMatchObject({ deletedAt: null, version: 0 });
  });
});
