import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import type { TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { agendaTemplateIdOf } from '@cairn/domain/meetings/meetings.constants';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { people, todos } from '../../db/schema/index.ts';

/**
 * The to-dos of the meeting made and completed since it started (made during IDS counts as
 * added): read from the to-dos themselves, so the to-dos module stays their only writer.
 */
async function meetingTodoIds(db: TDbOrTx, orgId: string, state: TLiveState) {
  if (!state.started) return { addedTodoIds: state.addedTodoIds, completedTodoIds: state.completedTodoIds };
  const since = new Date(state.started);
  const rows = await db
    .select({
      id: todos.id,
      createdAt: todos.createdAt,
      status: todos.status,
      completedAt: todos.completedAt,
    })
    .from(todos)
    .where(
      and(
        eq(todos.orgId, orgId),
        eq(todos.meetingId, state.meetingThreadId),
        isNull(todos.deletedAt),
        gte(todos.updatedAt, since),
      ),
    );
  const union = (kept: string[], found: string[]) => [...new Set([...kept, ...found])];
  return {
    addedTodoIds: union(
      state.addedTodoIds,
      rows.filter((t) => t.createdAt >= since).map((t) => t.id),
    ),
    completedTodoIds: union(
      state.completedTodoIds,
      rows.filter((t) => t.status === 'Done' && t.completedAt && t.completedAt >= since).map((t) => t.id),
    ),
  };
}

/** The answer model of a live state: the state plus the title, avatars, version and server clock. */
export async function presentLive(
  db: TDbOrTx,
  orgId: string,
  input: { state: TLiveState; version: number; title: string; now: number },
): Promise<TLiveMeeting> {
  const ids = input.state.attendees.map((a) => a.personId);
  const avatars = ids.length
    ? await db
        .select({ id: people.id, avatarUrl: people.avatarUrl })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, ids)))
    : [];
  const avatarOf = new Map(avatars.map((row) => [row.id, row.avatarUrl]));
  return {
    ...input.state,
    ...(await meetingTodoIds(db, orgId, input.state)),
    agendaTemplateId: agendaTemplateIdOf(input.state.agenda),
    title: input.title,
    attendees: input.state.attendees.map((a) => ({ ...a, avatarUrl: avatarOf.get(a.personId) ?? null })),
    version: input.version,
    serverTime: new Date(input.now).toISOString(),
  };
}
