import { type SQL, sql } from 'drizzle-orm';
import {
  issues,
  measurableMeetings,
  measurables,
  meetingOccurrences,
  rockMeetings,
  todos,
} from '../../db/schema/index.ts';
import { issuePolicy } from '../../policies/issues.ts';
import { inVisibleMeetingSql, type TScopeActor } from '../../policies/meeting-scope.ts';
import { rockInMeetingSql, rockPolicy } from '../../policies/rocks.ts';
import { todoPolicy } from '../../policies/todos.ts';

/** Which rows of each table a call counts, as conditions on that table. */
export type TInsightsRows = {
  todos: SQL;
  rocks: SQL;
  issues: SQL;
  occurrences: SQL;
  measurables: SQL;
};

const measurableInMeetingSql = (meetingCondition: SQL) =>
  sql`exists (select 1 from ${measurableMeetings} where ${measurableMeetings.measurableId} = ${measurables.id} and ${meetingCondition})`;

/**
 * The organisation's rows the actor may read, by each area's own policy: what they see in their
 * lists is what they are counted over. Only meeting to-dos count (a personal to-do is nobody's
 * weekly commitment); the leadership team, who see every meeting, get the company's figures.
 */
export function orgRows(actor: TScopeActor): TInsightsRows {
  return {
    todos: sql`${todos.meetingId} is not null and ${todoPolicy.scope(actor)}`,
    rocks: rockPolicy.scope(actor),
    issues: issuePolicy.scope(actor),
    occurrences: inVisibleMeetingSql(actor, meetingOccurrences.meetingId),
    measurables: measurableInMeetingSql(inVisibleMeetingSql(actor, measurableMeetings.meetingId)),
  };
}

/**
 * One meeting's rows (the caller has been checked to see it): its to-dos, issues and meetings
 * held, the rocks and measurables it shows (a rock in two meetings is still one rock here).
 */
export function meetingRows(meetingId: string): TInsightsRows {
  return {
    todos: sql`${todos.meetingId} = ${meetingId}`,
    rocks: rockInMeetingSql(sql`${rockMeetings.meetingId} = ${meetingId}`),
    issues: sql`${issues.meetingId} = ${meetingId}`,
    occurrences: sql`${meetingOccurrences.meetingId} = ${meetingId}`,
    measurables: measurableInMeetingSql(sql`${measurableMeetings.meetingId} = ${meetingId}`),
  };
}
