import { type TWeekStart, weekStartsOnOf } from '../common/clock.ts';
import { addDays, utcDateOf } from '../items/calendar-date.ts';
import { periodEnd, periodStart, shiftPeriod } from '../scorecards/periods.ts';
import type { TMeasurableInterval } from '../scorecards/scorecards.constants.ts';
import {
  DEFAULT_INSIGHTS_QUARTERS,
  DEFAULT_INSIGHTS_WEEKS,
  INSIGHTS_MAX_YEARS,
  type TInsightsPeriod,
} from './insights.constants.ts';

/*
 * The calendar of insights. Every figure is counted per period, named by the period's first
 * calendar day (`periodStart`): the organisation's week (its week start) or the calendar quarter.
 * Instants (a meeting's start, an issue's creation) become calendar dates in the organisation's
 * zone before they are bucketed, so a Monday-morning meeting in Sydney is in Monday's week.
 */

const INTERVAL_OF: Record<TInsightsPeriod, TMeasurableInterval> = { week: 'Weekly', quarter: 'Quarterly' };

/** The first day of the `period` holding `date` (weeks start on the organisation's week start). */
export function insightsPeriodStart(date: string, period: TInsightsPeriod, weekStart: TWeekStart): string {
  return periodStart(date, INTERVAL_OF[period], weekStartsOnOf(weekStart));
}

/** The calendar date `years` after `date` (29 February moves to 1 March in a common year). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return utcDateOf(new Date(Date.UTC(year + years, month - 1, day)));
}

/** True when `from`..`to` (both included) is longer than the longest span a call may ask for. */
export function isSpanTooLong(from: string, to: string): boolean {
  return to >= addYears(from, INSIGHTS_MAX_YEARS);
}

/** What a call asked for; each part may be left out. */
export type TInsightsRangeRequest = { period?: TInsightsPeriod; from?: string; to?: string };

/** The span a call answers: whole periods, and the first day of each, oldest first. */
export type TInsightsRange = {
  period: TInsightsPeriod;
  /** The first day of the first period. */
  from: string;
  /** The last day of the last period. */
  to: string;
  /** The first day of each period. */
  starts: string[];
  /** The first day of each calendar quarter the span touches (rocks are counted per quarter). */
  quarterStarts: string[];
  /** The first day of the first of those quarters and the last day of the last. */
  quarters: { from: string; to: string };
};

/** The first days of the periods from the one holding `from` to the one holding `to`. */
function startsBetween(from: string, to: string, period: TInsightsPeriod, weekStart: TWeekStart): string[] {
  const last = insightsPeriodStart(to, period, weekStart);
  const starts: string[] = [];
  for (let start = insightsPeriodStart(from, period, weekStart); start <= last; ) {
    starts.push(start);
    start = shiftPeriod(start, INTERVAL_OF[period], 1);
  }
  return starts;
}

/**
 * The span a call answers, widened to whole periods: by default the last 13 weeks (or the last
 * four quarters) up to `today`. The caller checks the span's length first (`isSpanTooLong`).
 */
export function resolveInsightsRange(
  request: TInsightsRangeRequest,
  today: string,
  weekStart: TWeekStart,
): TInsightsRange {
  const period = request.period ?? 'week';
  const to = request.to ?? today;
  const lastStart = insightsPeriodStart(to, period, weekStart);
  const backBy = period === 'week' ? DEFAULT_INSIGHTS_WEEKS - 1 : DEFAULT_INSIGHTS_QUARTERS - 1;
  const from = request.from ?? shiftPeriod(lastStart, INTERVAL_OF[period], -backBy);
  const starts = startsBetween(from, to, period, weekStart);
  const first = starts[0] ?? lastStart;
  const end = periodEnd(starts.at(-1) ?? lastStart, INTERVAL_OF[period]);
  const quarterStarts = startsBetween(first, end, 'quarter', weekStart);
  return {
    period,
    from: first,
    to: end,
    starts,
    quarterStarts,
    quarters: { from: quarterStarts[0] ?? first, to: periodEnd(quarterStarts.at(-1) ?? first, 'Quarterly') },
  };
}

/** The day after `date`: a span's exclusive end, for comparing instants. */
export const dayAfter = (date: string) => addDays(date, 1);
