import type { TRockStatus } from '../rocks/rocks.constants.ts';
import { isOnTarget, type TGoal } from '../scorecards/evaluation.ts';
import type { TTodoStatus } from '../todos/todos.constants.ts';
import { EARLY_START_MINUTES, GOOD_MEETING_RATING, ON_TIME_GRACE_MINUTES } from './insights.constants.ts';
import type { TInsightsRange } from './insights-periods.ts';

/*
 * WHAT EACH FIGURE MEANS, written once as plain functions over the facts it counts. The server
 * counts the same thing with SQL aggregates (modules/insights/insights.queries.ts); a server
 * test runs both over one generated history and expects the same answer, and the property tests
 * here pin the definitions down (rates within 0-100, a rock in two meetings counted once).
 * Facts arrive with their calendar date already in the organisation's zone and their period's
 * first day (`periodStart`, from `insightsPeriodStart`).
 */

/** `part` of `whole` in percent, rounded to a whole number; null when there is nothing to count. */
export function rateOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((100 * Math.min(part, whole)) / whole);
}

/** A mean rounded to one decimal; null for no values. */
export function averageOf(sum: number, count: number): number | null {
  return count > 0 ? Math.round((10 * sum) / count) / 10 : null;
}

/** Counts rows by their period's first day, for periods in `starts` (others fall outside the span). */
function countBy<T>(starts: string[], rows: T[], periodOf: (row: T) => string, add: (row: T) => number[]) {
  const totals = new Map<string, number[]>(starts.map((start) => [start, []]));
  for (const row of rows) {
    const bucket = totals.get(periodOf(row));
    if (!bucket) continue;
    add(row).forEach((value, index) => {
      bucket[index] = (bucket[index] ?? 0) + value;
    });
  }
  return starts.map((start) => ({ start, sums: totals.get(start) ?? [] }));
}
const at = (sums: number[], index: number) => sums[index] ?? 0;

/** A to-do as counted: its due date's period and its status (deleted ones never arrive). */
export type TTodoFact = { periodStart: string; status: TTodoStatus };

/** To-dos due in the period that were done, of those due (removed ones are not counted). */
export function todoCompletionOf(range: TInsightsRange, todos: TTodoFact[]) {
  const counted = todos.filter((todo) => todo.status !== 'Removed');
  return countBy(
    range.starts,
    counted,
    (t) => t.periodStart,
    (t) => [t.status === 'Done' ? 1 : 0, 1],
  ).map(({ start, sums }) => ({
    periodStart: start,
    done: at(sums, 0),
    total: at(sums, 1),
    rate: rateOf(at(sums, 0), at(sums, 1)),
  }));
}

/** One rating given at the end of a meeting held (started) in the period. */
export type TRatingFact = { periodStart: string; rating: number };

/** The mean rating of the period's meetings, the share rated 8 or better, and how many ratings. */
export function meetingRatingOf(range: TInsightsRange, ratings: TRatingFact[]) {
  return countBy(
    range.starts,
    ratings,
    (r) => r.periodStart,
    (r) => [r.rating, r.rating >= GOOD_MEETING_RATING ? 1 : 0, 1],
  ).map(({ start, sums }) => ({
    periodStart: start,
    average: averageOf(at(sums, 0), at(sums, 2)),
    goodShare: rateOf(at(sums, 1), at(sums, 2)),
    n: at(sums, 2),
  }));
}

/** A rock as counted: its own id (a rock in two meetings is one rock), its due quarter, status. */
export type TRockFact = { rockId: string; quarterStart: string; status: TRockStatus };

const ROCK_COLUMNS: Partial<Record<TRockStatus, number>> = { OnTrack: 0, OffTrack: 1, Done: 2, NotDone: 3 };

/**
 * The quarter's rocks by status and the share done. Closed rocks and non-rocks are not counted;
 * the same rock listed twice (once per meeting) is counted once.
 */
export function rocksOf(range: TInsightsRange, rocks: TRockFact[]) {
  const once = [...new Map(rocks.map((rock) => [rock.rockId, rock])).values()];
  const counted = once.filter((rock) => ROCK_COLUMNS[rock.status] !== undefined);
  return countBy(
    range.quarterStarts,
    counted,
    (r) => r.quarterStart,
    (r) => {
      const sums = [0, 0, 0, 0];
      sums[ROCK_COLUMNS[r.status] ?? 0] = 1;
      return sums;
    },
  ).map(({ start, sums }) => {
    const [onTrack, offTrack, done, notDone] = [0, 1, 2, 3].map((index) => at(sums, index));
    return {
      periodStart: start,
      onTrack,
      offTrack,
      done,
      notDone,
      rate: rateOf(done, onTrack + offTrack + done + notDone),
    };
  });
}

/** A weekly measurable's value for one week, with the goal in force that week. */
export type TMeasuredFact = { periodStart: string; value: number; goal: TGoal };

/** Values on target of the values entered in the period (values without a goal are not judged). */
export function measurablesOnTargetOf(range: TInsightsRange, values: TMeasuredFact[]) {
  return countBy(
    range.starts,
    values,
    (v) => v.periodStart,
    (v) => [isOnTarget(v.goal, v.value) ? 1 : 0, 1],
  ).map(({ start, sums }) => ({
    periodStart: start,
    onTarget: at(sums, 0),
    total: at(sums, 1),
    rate: rateOf(at(sums, 0), at(sums, 1)),
  }));
}

/** An issue: the period it was raised in and, once solved, the period it was solved in. */
export type TIssueFact = { createdPeriodStart: string; solvedPeriodStart: string | null };

/** Issues raised in the period against issues solved in it (solved in any later period counts there). */
export function issuesOf(range: TInsightsRange, issues: TIssueFact[]) {
  const created = countBy(
    range.starts,
    issues,
    (i) => i.createdPeriodStart,
    () => [1],
  );
  const solvedRows = issues.filter((issue) => issue.solvedPeriodStart !== null);
  const solved = countBy(
    range.starts,
    solvedRows,
    (i) => i.solvedPeriodStart ?? '',
    () => [1],
  );
  return range.starts.map((start, index) => ({
    periodStart: start,
    created: at(created[index]?.sums ?? [], 0),
    solved: at(solved[index]?.sums ?? [], 0),
  }));
}

/** Minutes since midnight of an `HH:mm` time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * A meeting started on time: at most 5 minutes after its scheduled time (a quick early start,
 * up to 30 minutes before, is on time too). Both are local times of the meeting's own zone.
 */
export function isStartedOnTime(startedMinutes: number, scheduledMinutes: number): boolean {
  const late = startedMinutes - scheduledMinutes;
  return late <= ON_TIME_GRACE_MINUTES && late >= -EARLY_START_MINUTES;
}

/** A meeting ended on time: it ran no more than 5 minutes past its agenda's length. */
export function isEndedOnTime(durationMs: number, agendaMinutes: number): boolean {
  return durationMs <= (agendaMinutes + ON_TIME_GRACE_MINUTES) * 60_000;
}

/**
 * A meeting held (started) in the period: whether it started on time (null when its series has
 * no schedule), whether it ended on time, and how many headlines it reviewed.
 */
export type TMeetingFact = {
  periodStart: string;
  startedOnTime: boolean | null;
  endedOnTime: boolean;
  headlinesReviewed: number;
};

/** Meetings held, started on time (of those scheduled), ended on time, and headlines reviewed. */
export function meetingsHeldOf(range: TInsightsRange, meetings: TMeetingFact[]) {
  return countBy(
    range.starts,
    meetings,
    (m) => m.periodStart,
    (m) => [
      1,
      m.startedOnTime === null ? 0 : 1,
      m.startedOnTime ? 1 : 0,
      m.endedOnTime ? 1 : 0,
      m.headlinesReviewed,
    ],
  ).map(({ start, sums }) => ({
    periodStart: start,
    held: at(sums, 0),
    scheduled: at(sums, 1),
    startedOnTime: at(sums, 2),
    endedOnTime: at(sums, 3),
    headlinesReviewed: at(sums, 4),
  }));
}
