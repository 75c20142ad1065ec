import { EARLY_START_MINUTES, ON_TIME_GRACE_MINUTES } from '@cairn/domain/insights/insights.constants';
import { type SQL, sql } from 'drizzle-orm';
import { meetingOccurrences, meetings } from '../../db/schema/index.ts';

/*
 * The judgements of the insights queries in SQL, each the twin of a domain function:
 * `isOnTarget` (domain/scorecards/evaluation.ts), `isStartedOnTime` and `isEndedOnTime`
 * (domain/insights/insights-definitions.ts). They read the columns `goal.comparison`,
 * `goal.goal_value`, `goal.goal_value_max` of the goal in force, and the occurrence's series.
 */

/** `a` and `b` equal within the scorecard's relative tolerance (so 0.1 + 0.2 meets 0.3). */
const nearlyEqual = (a: SQL, b: SQL) => sql`(abs(${a} - ${b}) <= 1e-9 * greatest(1, abs(${a}), abs(${b})))`;

/** The value meets the goal in force by the goal's comparison. */
export function onTargetSql(): SQL {
  const value = sql`"measured_values"."value"`;
  const goal = sql`goal.goal_value`;
  const high = sql`coalesce(goal.goal_value_max, goal.goal_value)`;
  const equal = nearlyEqual(value, goal);
  return sql`(case goal.comparison
      when 'Equal' then ${equal}
      when 'GreaterOrEqual' then ${equal} or ${value} > ${goal}
      when 'LessOrEqual' then ${equal} or ${value} < ${goal}
      when 'Greater' then not ${equal} and ${value} > ${goal}
      when 'Less' then not ${equal} and ${value} < ${goal}
      when 'Between' then (${equal} or ${value} > ${goal}) and (${nearlyEqual(value, high)} or ${value} < ${high})
      else false end)`;
}

/** Minutes the occurrence started after its series' scheduled time, on the series' own clock. */
const minutesLateSql = () =>
  sql`(extract(hour from timezone(${meetings.scheduleTimeZone}, ${meetingOccurrences.startedAt})) * 60
      + extract(minute from timezone(${meetings.scheduleTimeZone}, ${meetingOccurrences.startedAt}))
      - (split_part(${meetings.scheduleTime}, ':', 1)::int * 60 + split_part(${meetings.scheduleTime}, ':', 2)::int))`;

/** Started on time: a scheduled series' meeting began within 5 minutes after (or 30 before) its time. */
export function startedOnTimeSql(): SQL {
  return sql`(${meetings.scheduleTime} is not null
    and ${minutesLateSql()} between ${-EARLY_START_MINUTES}::int and ${ON_TIME_GRACE_MINUTES}::int)`;
}

/** The agenda's planned minutes, as the meeting's frozen summary kept them. */
const plannedMinutesSql = () =>
  sql`(select coalesce(sum((section->>'lengthInMinutes')::int), 0)
      from jsonb_array_elements(coalesce(${meetingOccurrences.summary}->'sections', '[]'::jsonb)) as section)`;

/** Ended on time: it ran no more than 5 minutes past its agenda. */
export function endedOnTimeSql(): SQL {
  return sql`(${meetingOccurrences.durationMs} is not null
    and ${meetingOccurrences.durationMs} <= (${plannedMinutesSql()} + ${ON_TIME_GRACE_MINUTES}::int) * 60000)`;
}
