import { GOOD_MEETING_RATING } from '@cairn/domain/insights/insights.constants';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import {
  issues,
  measurableGoals,
  measurables,
  measuredValues,
  meetingOccurrences,
  meetings,
  rocks,
  todos,
} from '../../db/schema/index.ts';
import { localDateSql, periodStartSql, rowsOf, type TCalendar } from './insights.sql.ts';
import { endedOnTimeSql, onTargetSql, startedOnTimeSql } from './insights-judging.sql.ts';
import type { TInsightsRows } from './insights-scope.ts';

/*
 * THE FIGURES IN SQL: each series is one aggregate statement grouped by period, so the database
 * counts and Node only lays the periods out. They count exactly what the definitions in
 * `domain/insights/insights-definitions.ts` say (insights-definitions.routes.test.ts runs both).
 */

/** The span asked for: calendar days (both included) and the instants of its local midnights. */
export type TSpan = { from: string; to: string; startsAt: Date; endsBefore: Date };

/** What a query needs: where, which rows, and how the organisation counts. */
export type TQueryInput = {
  db: TDbOrTx;
  orgId: string;
  rows: TInsightsRows;
  calendar: TCalendar;
  span: TSpan;
};

/** To-dos due in each period: done, and all but the removed ones. */
export function todoCounts({ db, orgId, rows, calendar, span }: TQueryInput) {
  const period = periodStartSql(sql`${todos.dueDate}`, calendar, calendar.period);
  return rowsOf<{ period_start: string; done: number; total: number }>(
    db,
    sql`select ${period} as period_start,
          (count(*) filter (where ${todos.status} = 'Done'))::int as done, count(*)::int as total
        from ${todos}
        where ${todos.orgId} = ${orgId} and ${todos.deletedAt} is null and ${todos.status} <> 'Removed'
          and ${todos.dueDate} between ${span.from} and ${span.to} and ${rows.todos}
        group by 1`,
  );
}

/** The ratings given in each period's ended meetings: their sum, how many were 8 or more, how many. */
export function ratingCounts({ db, orgId, rows, calendar, span }: TQueryInput) {
  const period = periodStartSql(
    localDateSql(sql`${meetingOccurrences.startedAt}`, calendar),
    calendar,
    calendar.period,
  );
  return rowsOf<{ period_start: string; total: number; good: number; n: number }>(
    db,
    sql`select ${period} as period_start, sum((attendee->>'rating')::int)::int as total,
          (count(*) filter (where (attendee->>'rating')::int >= ${GOOD_MEETING_RATING}::int))::int as good,
          count(*)::int as n
        from ${meetingOccurrences}
          cross join lateral jsonb_array_elements(coalesce(${meetingOccurrences.summary}->'attendees', '[]'::jsonb)) as attendee
        where ${meetingOccurrences.orgId} = ${orgId} and ${meetingOccurrences.endedAt} is not null
          and ${meetingOccurrences.startedAt} >= ${span.startsAt} and ${meetingOccurrences.startedAt} < ${span.endsBefore}
          and jsonb_typeof(attendee->'rating') = 'number' and ${rows.occurrences}
        group by 1`,
  );
}

/** Each period's ended meetings: held, scheduled, started and ended on time, headlines reviewed. */
export function meetingCounts({ db, orgId, rows, calendar, span }: TQueryInput) {
  const period = periodStartSql(
    localDateSql(sql`${meetingOccurrences.startedAt}`, calendar),
    calendar,
    calendar.period,
  );
  return rowsOf<{
    period_start: string;
    held: number;
    scheduled: number;
    started_on_time: number;
    ended_on_time: number;
    headlines_reviewed: number;
  }>(
    db,
    sql`select ${period} as period_start, count(*)::int as held,
          (count(*) filter (where ${meetings.scheduleTime} is not null))::int as scheduled,
          (count(*) filter (where ${startedOnTimeSql()}))::int as started_on_time,
          (count(*) filter (where ${endedOnTimeSql()}))::int as ended_on_time,
          coalesce(sum(jsonb_array_length(coalesce(${meetingOccurrences.summary}->'headlinesReviewed', '[]'::jsonb))), 0)::int
            as headlines_reviewed
        from ${meetingOccurrences} join ${meetings} on ${meetings.id} = ${meetingOccurrences.meetingId}
        where ${meetingOccurrences.orgId} = ${orgId} and ${meetingOccurrences.endedAt} is not null
          and ${meetingOccurrences.startedAt} >= ${span.startsAt} and ${meetingOccurrences.startedAt} < ${span.endsBefore}
          and ${rows.occurrences}
        group by 1`,
  );
}

/** Rocks due in each quarter by status, each rock once however many meetings list it. */
export function rockCounts({ db, orgId, rows, calendar, span }: TQueryInput) {
  const quarter = periodStartSql(sql`${rocks.dueDate}`, calendar, 'quarter');
  const count = (status: string) => sql`(count(*) filter (where ${rocks.status} = ${status}))::int`;
  return rowsOf<{
    period_start: string;
    on_track: number;
    off_track: number;
    done: number;
    not_done: number;
  }>(
    db,
    sql`select ${quarter} as period_start, ${count('OnTrack')} as on_track, ${count('OffTrack')} as off_track,
          ${count('Done')} as done, ${count('NotDone')} as not_done
        from ${rocks}
        where ${rocks.orgId} = ${orgId} and ${rocks.deletedAt} is null
          and ${rocks.status} in ('OnTrack', 'OffTrack', 'Done', 'NotDone')
          and ${rocks.dueDate} between ${span.from} and ${span.to} and ${rows.rocks}
        group by 1`,
  );
}

/** Weekly measurables' values in each period judged against the goal in force that week. */
export function measurableCounts({ db, orgId, rows, calendar, span }: TQueryInput) {
  const period = periodStartSql(sql`${measuredValues.intervalId}`, calendar, calendar.period);
  return rowsOf<{ period_start: string; on_target: number; total: number }>(
    db,
    sql`select ${period} as period_start, (count(*) filter (where ${onTargetSql()}))::int as on_target,
          count(*)::int as total
        from ${measuredValues}
          join ${measurables} on ${measurables.id} = ${measuredValues.measurableId}
          join lateral (
            select goal.comparison, goal.goal_value, goal.goal_value_max from ${measurableGoals} as goal
            where goal.measurable_id = ${measuredValues.measurableId} and goal.from_period <= ${measuredValues.intervalId}
            order by goal.from_period desc limit 1
          ) as goal on true
        where ${measuredValues.orgId} = ${orgId} and ${measurables.orgId} = ${orgId}
          and ${measurables.deletedAt} is null and ${measurables.interval} = 'Weekly'
          and ${measuredValues.value} is not null
          and ${measuredValues.intervalId} between ${span.from} and ${span.to} and ${rows.measurables}
        group by 1`,
  );
}

/** Issues raised in each period, and issues solved in each period. */
export async function issueCounts({ db, orgId, rows, calendar, span }: TQueryInput) {
  const raisedIn = periodStartSql(
    localDateSql(sql`${issues.createdAt}`, calendar),
    calendar,
    calendar.period,
  );
  const solvedIn = periodStartSql(localDateSql(sql`${issues.solvedAt}`, calendar), calendar, calendar.period);
  const live = sql`${issues.orgId} = ${orgId} and ${issues.deletedAt} is null and ${rows.issues}`;
  const created = await rowsOf<{ period_start: string; n: number }>(
    db,
    sql`select ${raisedIn} as period_start, count(*)::int as n from ${issues}
        where ${live} and ${issues.createdAt} >= ${span.startsAt} and ${issues.createdAt} < ${span.endsBefore}
        group by 1`,
  );
  const solved = await rowsOf<{ period_start: string; n: number }>(
    db,
    sql`select ${solvedIn} as period_start, count(*)::int as n from ${issues}
        where ${live} and ${issues.status} = 'Solved' and ${issues.solvedAt} is not null
          and ${issues.solvedAt} >= ${span.startsAt} and ${issues.solvedAt} < ${span.endsBefore}
        group by 1`,
  );
  return { created, solved };
}
