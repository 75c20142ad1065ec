import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { liveMeetings, meetings } from '../../db/schema/index.ts';
import { liveMeetingPolicy } from '../../policies/live-meeting.ts';
import type { TScopeActor } from '../../policies/meeting-scope.ts';
import { attendeesOfRow, storedOf } from './live-meeting.repository.ts';
import {
  meetingTodoIds,
  planTodoRead,
  type TTodoRead,
  type TTodoReadPlan,
  todoIdsAfterRead,
} from './live-todo-ids.ts';

/**
 * The meeting's to-dos changed since the plan's `from`, as one sub-select of the live row's read
 * (null when the plan knows no meeting, or the row is another meeting than the plan's). The
 * bounds are constants, so PostgreSQL reads them from `todos_org_meeting_updated_idx`.
 */
function todosOfRow(plan: TTodoReadPlan, orgId: string, meetingThreadId: string) {
  if (!plan.started || !plan.from) return sql<null>`null`;
  return sql<TTodoRead[] | null>`(
  select coalesce(json_agg(json_build_object('id', t.id, 'createdAt', t.created_at,
    'updatedAt', t.updated_at, 'status', t.status, 'completedAt', t.completed_at)), '[]'::json)
  from todos t
  where t.org_id = ${orgId} and t.meeting_id = ${meetingThreadId} and t.deleted_at is null
    and t.updated_at >= ${plan.from.toISOString()}::timestamptz
    and live_meetings.started_at = ${plan.started}::timestamptz)`;
}

/**
 * What `GET live-meeting` and every action start from, in one statement (issue 38: it took
 * five): the series when the actor sees it (the live-meeting policy's condition), its live row
 * if a meeting is live, with the attendees and their avatars, and the meeting's to-dos changed
 * since this node's last read (a second statement when this node reads the meeting afresh:
 * its first read, and every 10 s). Null when the actor does not see the series (404).
 */
export async function readSeriesLive(db: TDbOrTx, actor: TScopeActor, meetingThreadId: string) {
  const plan = planTodoRead(db, actor.orgId, meetingThreadId);
  const [found] = await db
    .select({
      series: meetings,
      live: liveMeetings,
      attendees: attendeesOfRow,
      todos: todosOfRow(plan, actor.orgId, meetingThreadId),
    })
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
    /** The answer's to-do lists of `live` (absent without a live row); their own read when not read here. */
    todoIds: !live
      ? undefined
      : found.todos && plan.started === live.state.started
        ? todoIdsAfterRead(db, plan, live.state, found.todos)
        : await meetingTodoIds(db, actor.orgId, live.state),
  };
}
