import { zonedTimeToInstant } from '@cairn/domain/common/clock';
import type { TInsightsRange } from '@cairn/domain/insights/insights-periods';
import { dayAfter } from '@cairn/domain/insights/insights-periods';
import {
  issueCounts,
  measurableCounts,
  meetingCounts,
  ratingCounts,
  rockCounts,
  type TQueryInput,
  type TSpan,
  todoCounts,
} from './insights.queries.ts';

/** A date's local midnight in the zone, as an instant. */
function midnight(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return zonedTimeToInstant({ year, month, day, hour: 0, minute: 0 }, timeZone);
}

/** Calendar days `from`..`to` and the instants that bound them in the zone. */
function spanOf(from: string, to: string, timeZone: string): TSpan {
  return { from, to, startsAt: midnight(from, timeZone), endsBefore: midnight(dayAfter(to), timeZone) };
}

/**
 * Runs every insights query for the range, one after another (on the embedded engine they would
 * queue on its one connection anyway). Rocks are counted over whole quarters.
 */
export async function createCounts(input: Omit<TQueryInput, 'span'>, range: TInsightsRange) {
  const { timeZone } = input.calendar;
  const weeks = { ...input, span: spanOf(range.from, range.to, timeZone) };
  const quarters = { ...input, span: spanOf(range.quarters.from, range.quarters.to, timeZone) };
  const issues = await issueCounts(weeks);
  return {
    todos: await todoCounts(weeks),
    ratings: await ratingCounts(weeks),
    meetings: await meetingCounts(weeks),
    rocks: await rockCounts(quarters),
    measurables: await measurableCounts(weeks),
    issuesCreated: issues.created,
    issuesSolved: issues.solved,
  };
}
