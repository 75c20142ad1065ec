import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { liveMeetings, meetings } from '../../db/schema/index.ts';
import { liveMeetingPolicy } from '../../policies/live-meeting.ts';
import type { TScopeActor } from '../../policies/meeting-scope.ts';
import { attendeesOfRow, storedOf } from './live-meeting.repository.ts';
import {
  planTodoRead,
  type TTodoRead,
  type TTodoReadPlan,
  todoIdsAfterRead,
  todoReadFrom,
} from './live-todo-ids.ts';

/** The meeting's to-dos changed since the plan's bound, as one sub-select of the live row's read. */
const todosOfRow = (plan: TTodoReadPlan) => sql<TTodoRead[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'createdAt', t.created_at, 'updatedAt', t.updated_at,
    'status', t.status, 'completedAt', t.completed_at))
  from todos t
  where t.org_id = live_meetings.org_id and t.meeting_id = live_meetings.meeting_id
    and t.deleted_at is null and t.updated_at >= ${todoReadFrom(plan, sql.raw('live_meetings.started_at'))}), '[]'::json)`;

/**
 * What `GET live-meeting` and every action start from, in one statement (issue 38: it took
 * five): the series when the actor sees it (the live-meeting policy's condition), its live row
 * if a meeting is live, with the attendees and their avatars, and the meeting's to-dos changed
 * since this node's last read. Null when the actor does not see the series (404).
 */
export async function readSeriesLive(db: TDbOrTx, actor: TScopeActor, meetingThreadId: string) {
  const plan = planTodoRead(db, actor.orgId, meetingThreadId);
  const [found] = await db
    .select({ series: meetings, live: liveMeetings, attendees: attendeesOfRow, todos: todosOfRow(plan) })
    .from(meetings)
    .leftJoin(
      liveMeetings,
      and(eq(liveMeetings.meetingId, meetings.id), eq(liveMeetings.orgId, meetings.orgId)),
    )
    .where(liveMeetingPolicy.seriesWhere(actor, meetingThreadId));
  if (!found) return null;
  const live = found.live ? storedOf(found.live, found.attendees) : null;
  return {
    series: found.series,
    live,
    /** The answer's to-do lists of `live` (absent without a live row). */
    todoIds: live ? todoIdsAfterRead(db, plan, live.state, found.todos) : undefined,
  };
}
