import { randomUUID } from 'node:crypto';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { describe, expect, it, vi } from 'vitest';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { harmfulParts, XSS_PAYLOADS } from '../../test/harmful-html.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildTodoTeam, countTodos, todoEvents, utcDayPlus } from './todos.test-support.ts';

const { app, team, get, post } = useTestApp(buildTodoTeam);

type TTodoAnswer = { id: string; ownerId: string; title: string; contentHtml: string };
const meetingTodo = (fields: object = {}) => ({
  title: 'Send the proposal',
  ownerIds: [team.member.person.id],
  tractionId: team.meeting.id,
  ...fields,
});

describe('POST /api/v2/todos', () => {
  it('creates one to-do per owner, due in 7 days, with Added events and events rows', async () => {
    const live = vi.spyOn(app.live, 'entity');
    const res = await post(
      team.owner.session,
      '/todos',
      meetingTodo({ ownerIds: [team.member.person.id, team.pending.id] }),
    );

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.messages).toEqual([
      { id: 'ITEM_CREATED', type: 'success', text: 'Created: Send the proposal' },
    ]);
    expect(body.todos).toHaveLength(2);
    expect(body.todos.map((t: TTodoAnswer) => t.ownerId).sort()).toEqual(
      [team.member.person.id, team.pending.id].sort(),
    );
    for (const todo of body.todos) {
      expect(todo).toMatchObject({
        title: 'Send the proposal',
        tractionId: team.meeting.id,
        dueDate: utcDayPlus(7),
        status: 'Pending',
        completedAt: null,
        contentHtml: '',
        isOverdue: false,
        version: 0,
      });
      expect(live).toHaveBeenCalledWith(
        'Added',
        expect.objectContaining({ entityId: todo.id, type: 'todo', orgId: team.orgId }),
      );
      expect((await todoEvents(app.db, todo.id)).map((e) => e.action)).toEqual(['created']);
    }
  });

  it('keeps a given due date and stores notes sanitized', async () => {
    const res = await post(
      team.owner.session,
      '/todos',
      meetingTodo({
        dueDate: '2031-02-28',
        contentHtml: '<p onclick="x()">Call <script>alert(1)</script>Bob</p>',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().todos[0]).toMatchObject({ dueDate: '2031-02-28', contentHtml: '<p>Call Bob</p>' });
  });

  it('lets a Member give a to-do to themselves, not to someone else (000 §6)', async () => {
    const own = await post(team.member.session, '/todos', meetingTodo());
    expect(own.statusCode).toBe(201);
    const before = await countTodos(app.db, team.orgId);
    const other = await post(team.member.session, '/todos', meetingTodo({ ownerIds: [team.pending.id] }));
    expect(other.statusCode).toBe(422);
    expect(firstMessage(other)).toMatchObject({ field: 'ownerIds', text: ITEM_TEXTS.cannotAssign });
    expect(await countTodos(app.db, team.orgId)).toBe(before);
  });

  it('answers 401 without a session and 403 to an Observer, storing nothing', async () => {
    const before = await countTodos(app.db, team.orgId);
    expect((await post(null, '/todos', meetingTodo())).statusCode).toBe(401);
    const observed = await post(
      team.observer.session,
      '/todos',
      meetingTodo({ ownerIds: [team.observer.person.id] }),
    );
    expect(observed.statusCode).toBe(403);
    expect(await countTodos(app.db, team.orgId)).toBe(before);
  });

  it('answers 403 to a Manager who is not invited to the meeting', async () => {
    const res = await post(
      team.manager.session,
      '/todos',
      meetingTodo({ ownerIds: [team.manager.person.id] }),
    );
    expect(res.statusCode).toBe(403);
    expect(firstMessage(res).text).toBe(ITEM_TEXTS.cannotUseMeeting);
  });

  it('answers 404 on tractionId for a meeting of another organisation, an archived one or none', async () => {
    const stranger = await buildMember(app.db);
    const foreign = await buildMeeting(app.db, stranger.orgId, { ownerPersonId: stranger.person.id });
    const archived = await buildMeeting(app.db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
      archivedAt: new Date(),
    });
    const before = await countTodos(app.db, team.orgId);
    for (const tractionId of [foreign.id, archived.id, randomUUID()]) {
      const res = await post(team.owner.session, '/todos', meetingTodo({ tractionId }));
      expect(res.statusCode).toBe(404);
      expect(firstMessage(res)).toMatchObject({ id: 'NOT_FOUND', field: 'tractionId' });
    }
    expect(await countTodos(app.db, stranger.orgId)).toBe(0);
    expect(await countTodos(app.db, team.orgId)).toBe(before);
  });

  it('answers 422 with the field named for each bad input, and stores nothing', async () => {
    const stranger = await buildMember(app.db);
    const cases: [object, string, string][] = [
      [{ title: '   ' }, 'title', 'VAL_REQUIRED'],
      [{ title: 'x'.repeat(10_000) }, 'title', 'VAL_INVALID'],
      [{ title: 'x'.repeat(257) }, 'title', 'VAL_INVALID'],
      [{ ownerIds: [] }, 'ownerIds', 'VAL_REQUIRED'],
      [{ ownerIds: [randomUUID()] }, 'ownerIds', 'VAL_INVALID'],
      [{ ownerIds: [stranger.person.id] }, 'ownerIds', 'VAL_INVALID'],
      [{ ownerIds: [team.manager.person.id] }, 'tractionId', 'VAL_INVALID'],
      [{ dueDate: '2026-02-30' }, 'dueDate', 'VAL_INVALID'],
      [{ dueDate: 'next week' }, 'dueDate', 'VAL_INVALID'],
      [{ tractionId: undefined }, 'tractionId', 'VAL_REQUIRED'],
      [{ contentHtml: 'x'.repeat(100_001) }, 'contentHtml', 'VAL_INVALID'],
    ];
    const before = await countTodos(app.db, team.orgId);
    for (const [fields, field, id] of cases) {
      const res = await post(team.owner.session, '/todos', meetingTodo(fields));
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(firstMessage(res), field).toMatchObject({ field, id });
    }
    expect(await countTodos(app.db, team.orgId)).toBe(before);
  });

  it('names the meeting when an owner is not invited to it', async () => {
    const res = await post(team.owner.session, '/todos', meetingTodo({ ownerIds: [team.manager.person.id] }));
    expect(firstMessage(res)).toMatchObject({ field: 'tractionId', text: ITEM_TEXTS.ownerNotInMeeting });
  });

  it('checks the meeting, then the owners of the organisation, then their invitations (one read, issue 38)', async () => {
    const stranger = await buildMember(app.db);
    const foreignOwner = { ownerIds: [stranger.person.id] };
    const absent = await post(
      team.owner.session,
      '/todos',
      meetingTodo({ ...foreignOwner, tractionId: randomUUID() }),
    );
    expect(absent.statusCode).toBe(404);
    expect(firstMessage(absent)).toMatchObject({ field: 'tractionId', text: ITEM_TEXTS.meetingNotFound });
    const notInvited = await post(
      team.manager.session,
      '/todos',
      meetingTodo({ ownerIds: [team.manager.person.id, stranger.person.id] }),
    );
    expect(notInvited.statusCode).toBe(403);
    const outsider = await post(
      team.owner.session,
      '/todos',
      meetingTodo({ ownerIds: [team.manager.person.id, stranger.person.id] }),
    );
    expect(outsider.statusCode).toBe(422);
    expect(firstMessage(outsider)).toMatchObject({ field: 'ownerIds', text: ITEM_TEXTS.ownerNotInOrg });
    const invitedAndNot = await post(
      team.owner.session,
      '/todos',
      meetingTodo({ ownerIds: [team.member.person.id, team.manager.person.id] }),
    );
    expect(firstMessage(invitedAndNot)).toMatchObject({
      field: 'tractionId',
      text: ITEM_TEXTS.ownerNotInMeeting,
    });
  });
});

describe('POST /api/v2/todos/personal', () => {
  it('creates a to-do of the caller in no meeting, private to them', async () => {
    const res = await post(team.member.session, '/todos/personal', { title: 'Read the book' });
    expect(res.statusCode).toBe(201);
    const { todo } = res.json();
    expect(todo).toMatchObject({
      title: 'Read the book',
      ownerId: team.member.person.id,
      tractionId: null,
      dueDate: utcDayPlus(7),
      status: 'Pending',
    });
    expect((await get(team.member.session, `/todo/${todo.id}`)).statusCode).toBe(200);
    expect((await get(team.owner.session, `/todo/${todo.id}`)).statusCode).toBe(404);
  });

  it('answers 401, 403 to an Observer and 422 on a blank title or a bad date', async () => {
    expect((await post(null, '/todos/personal', { title: 'x' })).statusCode).toBe(401);
    expect((await post(team.observer.session, '/todos/personal', { title: 'x' })).statusCode).toBe(403);
    expect(firstMessage(await post(team.member.session, '/todos/personal', { title: '' })).field).toBe(
      'title',
    );
    const badDate = await post(team.member.session, '/todos/personal', { title: 'x', dueDate: '2026-13-01' });
    expect(firstMessage(badDate)).toMatchObject({ field: 'dueDate', text: ITEM_TEXTS.invalidDate });
  });

  it('returns every XSS payload on contentHtml harmless (223 payloads)', async () => {
    const failures: string[] = [];
    for (const { title, payload } of XSS_PAYLOADS.payloads) {
      const res = await post(team.member.session, '/todos/personal', { title: 'XSS', contentHtml: payload });
      if (res.statusCode !== 201) {
        failures.push(`${title}: ${res.statusCode}`);
        continue;
      }
      const stored = await get(team.member.session, `/todo/${res.json().todo.id}`);
      const findings = harmfulParts(stored.json().todo.contentHtml);
      if (findings.length) failures.push(`${title}: ${findings.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('GET /api/v2/todo/{id}', () => {
  it('answers the owner, the meeting’s invitees (Observers too) and Owners and Admins', async () => {
    const todo = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.pending.id,
      meetingId: team.meeting.id,
      dueDate: '2020-01-01',
    });
    for (const reader of [team.owner, team.admin, team.member, team.observer]) {
      const res = await get(reader.session, `/todo/${todo.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().todo).toMatchObject({ id: todo.id, ownerId: team.pending.id, isOverdue: true });
    }
  });

  it('answers 404 to a Manager outside the meeting, across organisations, and for a deleted to-do', async () => {
    const todo = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      meetingId: team.meeting.id,
    });
    const deleted = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      deletedAt: new Date(),
    });
    const stranger = await buildMember(app.db);
    expect((await get(team.manager.session, `/todo/${todo.id}`)).statusCode).toBe(404);
    const foreign = await get(stranger.session, `/todo/${todo.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(firstMessage(foreign).id).toBe('NOT_FOUND');
    expect((await get(team.member.session, `/todo/${deleted.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 422 for an id that is not a UUID', async () => {
    expect((await get(null, `/todo/${randomUUID()}`)).statusCode).toBe(401);
    const res = await get(team.member.session, '/todo/not-an-id');
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res).field).toBe('id');
  });

  it('marks only open to-dos due before today as overdue', async () => {
    const done = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      dueDate: '2020-01-01',
      status: 'Done',
    });
    const res = await get(team.member.session, `/todo/${done.id}`);
    expect(res.json().todo).toMatchObject({
      isOverdue: false,
      status: 'Done',
      completedAt: expect.any(String),
    });
  });
});

describe('GET /api/v2/todos?ids=', () => {
  it('answers the listed to-dos the caller sees; others and other organisations’ are silently absent', async () => {
    const stranger = await buildMember(app.db);
    const mine = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.member.person.id,
      dueDate: '2030-01-02',
    });
    const inMeeting = await buildTodo(app.db, team.orgId, {
      ownerPersonId: team.pending.id,
      meetingId: team.meeting.id,
      dueDate: '2030-01-01',
    });
    const private_ = await buildTodo(app.db, team.orgId, { ownerPersonId: team.owner.person.id });
    const foreign = await buildTodo(app.db, stranger.orgId, { ownerPersonId: stranger.person.id });
    const res = await get(
      team.member.session,
      `/todos?ids=${[mine.id, inMeeting.id, private_.id, foreign.id].join(',')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().todos.map((t: TTodoAnswer) => t.id)).toEqual([inMeeting.id, mine.id]);
  });

  it('answers the caller’s own to-dos without ids, none for an empty list, 422 for a bad list', async () => {
    const owner = await buildMember(app.db);
    const own = await buildTodo(app.db, owner.orgId, { ownerPersonId: owner.person.id });
    const all = await get(owner.session, '/todos');
    expect(all.json().todos.map((t: TTodoAnswer) => t.id)).toEqual([own.id]);
    expect((await get(owner.session, '/todos?ids=')).json().todos).toEqual([]);
    expect((await get(owner.session, '/todos?ids=nope')).statusCode).toBe(422);
    expect((await get(null, '/todos')).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every to-do route from its zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/v2/todos'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v2/todo/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    for (const path of [
      '/todos/personal',
      '/todos/search',
      '/todo/{id}/complete',
      '/todo/{id}/status',
      '/todo/{id}/reassign',
    ])
      expect(paths[`/api/v2${path}`], path).toBeDefined();
  });
});
