import { initialLiveState, type TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '../../db/client.ts';
import { todos } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { meetingTodoIds } from './live-todo-ids.ts';

/** Issue 38: a node reads a live meeting's to-dos once, then only what changed (a full read every 10 s). */
describe("a live meeting's added and completed to-dos", () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function startedMeeting(startedAgoMs: number) {
    const ann = await buildMember(database.db);
    const meeting = await buildMeeting(database.db, ann.orgId, { ownerPersonId: ann.person.id });
    const state: TLiveState = {
      ...initialLiveState({ meetingThreadId: meeting.id, agendaName: 'Level 10', agenda: [], issueCount: 0 }),
      started: new Date(Date.now() - startedAgoMs).toISOString(),
    };
    return { ann, meeting, state };
  }

  const set = (id: string, fields: Partial<typeof todos.$inferInsert>) =>
    database.db
      .update(todos)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(todos.id, id));

  it('follows to-dos made, completed and reopened since the start, and not those from before', async () => {
    const { ann, meeting, state } = await startedMeeting(60_000);
    const fields = { ownerPersonId: ann.person.id, meetingId: meeting.id };
    const old = await buildTodo(database.db, ann.orgId, fields);
    await set(old.id, { createdAt: new Date(Date.now() - 120_000) });
    expect(await meetingTodoIds(database.db, ann.orgId, state)).toEqual({
      addedTodoIds: [],
      completedTodoIds: [],
    });
    const made = await buildTodo(database.db, ann.orgId, fields);
    expect((await meetingTodoIds(database.db, ann.orgId, state)).addedTodoIds).toEqual([made.id]);
    await set(old.id, { status: 'Done', completedAt: new Date() });
    expect(await meetingTodoIds(database.db, ann.orgId, state)).toEqual({
      addedTodoIds: [made.id],
      completedTodoIds: [old.id],
    });
    await set(old.id, { status: 'Pending', completedAt: null });
    expect((await meetingTodoIds(database.db, ann.orgId, state)).completedTodoIds).toEqual([]);
  });

  it('drops a deleted to-do at the next full read, at most 10 s later', async () => {
    const { ann, meeting, state } = await startedMeeting(60_000);
    const made = await buildTodo(database.db, ann.orgId, {
      ownerPersonId: ann.person.id,
      meetingId: meeting.id,
    });
    expect((await meetingTodoIds(database.db, ann.orgId, state)).addedTodoIds).toEqual([made.id]);
    await set(made.id, { deletedAt: new Date() });
    expect((await meetingTodoIds(database.db, ann.orgId, state)).addedTodoIds).toEqual([made.id]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
    expect((await meetingTodoIds(database.db, ann.orgId, state)).addedTodoIds).toEqual([]);
  });
});
