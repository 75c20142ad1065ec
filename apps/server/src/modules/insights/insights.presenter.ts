import type { TInsights } from '@cairn/domain/insights/insights.schemas';
import { averageOf, rateOf } from '@cairn/domain/insights/insights-definitions';
import type { TInsightsRange } from '@cairn/domain/insights/insights-periods';
import type { createCounts } from './insights-counts.ts';

type TCounts = Awaited<ReturnType<typeof createCounts>>;

/** The rows of a grouped query by their period's first day. */
const byPeriod = <T extends { period_start: string }>(rows: T[]) =>
  new Map(rows.map((row) => [row.period_start, row]));

/**
 * The answer of `GET insights`: every period of the span in order, those with nothing counted
 * at zero (their rates null), and the rates worked out from the database's counts.
 */
export function presentInsights(range: TInsightsRange, counts: TCounts): TInsights {
  const todos = byPeriod(counts.todos);
  const ratings = byPeriod(counts.ratings);
  const held = byPeriod(counts.meetings);
  const rocks = byPeriod(counts.rocks);
  const values = byPeriod(counts.measurables);
  const created = byPeriod(counts.issuesCreated);
  const solved = byPeriod(counts.issuesSolved);
  return {
    period: range.period,
    from: range.from,
    to: range.to,
    todoCompletion: range.starts.map((periodStart) => {
      const { done = 0, total = 0 } = todos.get(periodStart) ?? {};
      return { periodStart, done, total, rate: rateOf(done, total) };
    }),
    meetingRating: range.starts.map((periodStart) => {
      const { total = 0, good = 0, n = 0 } = ratings.get(periodStart) ?? {};
      return { periodStart, average: averageOf(total, n), goodShare: rateOf(good, n), n };
    }),
    rocks: range.quarterStarts.map((periodStart) => {
      const {
        on_track: onTrack = 0,
        off_track: offTrack = 0,
        done = 0,
        not_done: notDone = 0,
      } = rocks.get(periodStart) ?? {};
      return {
        periodStart,
        onTrack,
        offTrack,
        done,
        notDone,
        rate: rateOf(done, onTrack + offTrack + done + notDone),
      };
    }),
    measurablesOnTarget: range.starts.map((periodStart) => {
      const { on_target: onTarget = 0, total = 0 } = values.get(periodStart) ?? {};
      return { periodStart, onTarget, total, rate: rateOf(onTarget, total) };
    }),
    issues: range.starts.map((periodStart) => ({
      periodStart,
      created: created.get(periodStart)?.n ?? 0,
      solved: solved.get(periodStart)?.n ?? 0,
    })),
    meetings: range.starts.map((periodStart) => {
      const row = held.get(periodStart);
      return {
        periodStart,
        held: row?.held ?? 0,
        scheduled: row?.scheduled ?? 0,
        startedOnTime: row?.started_on_time ?? 0,
        endedOnTime: row?.ended_on_time ?? 0,
        headlinesReviewed: row?.headlines_reviewed ?? 0,
      };
    }),
  };
}
