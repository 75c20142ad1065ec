import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROCK_STATUSES } from '../rocks/rocks.constants.ts';
import { COMPARISONS } from '../scorecards/scorecards.constants.ts';
import { TODO_STATUSES } from '../todos/todos.constants.ts';
import {
  isEndedOnTime,
  isStartedOnTime,
  issuesOf,
  measurablesOnTargetOf,
  meetingRatingOf,
  meetingsHeldOf,
  rateOf,
  rocksOf,
  todoCompletionOf,
} from './insights-definitions.ts';
import { resolveInsightsRange } from './insights-periods.ts';

const range = resolveInsightsRange({ from: '2026-10-05', to: '2026-10-18' }, '2026-10-18', 'Monday');
const [W1, W2] = range.starts as [string, string];
const inRange = fc.constantFrom(...range.starts, '2026-09-28');
const rates = (rows: { rate?: number | null; goodShare?: number | null }[]) =>
  rows.flatMap((row) => [row.rate, row.goodShare]).filter((rate) => rate !== undefined && rate !== null);

describe('insights definitions', () => {
  it('rates are whole percentages, none when there is nothing to count', () => {
    expect(rateOf(0, 0)).toBeNull();
    expect(rateOf(1, 4)).toBe(25);
    expect(rateOf(2, 3)).toBe(67);
    expect(rateOf(9, 10)).toBe(90);
  });

  it('to-do completion: done of those due in the week; removed ones do not count', () => {
    const rows = todoCompletionOf(range, [
      { periodStart: W1, status: 'Done' },
      { periodStart: W1, status: 'NotDone' },
      { periodStart: W1, status: 'Removed' },
      { periodStart: W2, status: 'Pending' },
      { periodStart: '2026-09-28', status: 'Done' },
    ]);
    expect(rows).toEqual([
      { periodStart: W1, done: 1, total: 2, rate: 50 },
      { periodStart: W2, done: 0, total: 1, rate: 0 },
    ]);
  });

  it('meeting rating: the mean to one decimal, the share of 8 or better, and n', () => {
    const rows = meetingRatingOf(
      range,
      [7, 8, 10].map((rating) => ({ periodStart: W2, rating })),
    );
    expect(rows).toEqual([
      { periodStart: W1, average: null, goodShare: null, n: 0 },
      { periodStart: W2, average: 8.3, goodShare: 67, n: 3 },
    ]);
  });

  it('rocks are counted per quarter, once each, without closed rocks and non-rocks', () => {
    const rows = rocksOf(range, [
      { rockId: 'a', quarterStart: '2026-10-01', status: 'Done' },
      { rockId: 'a', quarterStart: '2026-10-01', status: 'Done' },
      { rockId: 'b', quarterStart: '2026-10-01', status: 'OffTrack' },
      { rockId: 'c', quarterStart: '2026-10-01', status: 'Closed' },
      { rockId: 'd', quarterStart: '2026-10-01', status: 'NonRock' },
      { rockId: 'e', quarterStart: '2026-07-01', status: 'NotDone' },
    ]);
    expect(rows).toEqual([
      { periodStart: '2026-10-01', onTrack: 0, offTrack: 1, done: 1, notDone: 0, rate: 50 },
    ]);
  });

  it('measurables: values judged against the goal in force that week', () => {
    const rows = measurablesOnTargetOf(range, [
      { periodStart: W1, value: 10, goal: { comparison: 'GreaterOrEqual', goalValue: 10 } },
      { periodStart: W1, value: 0.30000000000000004, goal: { comparison: 'Equal', goalValue: 0.3 } },
      { periodStart: W1, value: 12, goal: { comparison: 'Between', goalValue: 1, goalValueMax: 11 } },
    ]);
    expect(rows[0]).toEqual({ periodStart: W1, onTarget: 2, total: 3, rate: 67 });
  });

  it('issues: raised in a week against solved in it', () => {
    expect(
      issuesOf(range, [
        { createdPeriodStart: W1, solvedPeriodStart: W2 },
        { createdPeriodStart: W1, solvedPeriodStart: null },
        { createdPeriodStart: '2026-09-28', solvedPeriodStart: W1 },
      ]),
    ).toEqual([
      { periodStart: W1, created: 2, solved: 1 },
      { periodStart: W2, created: 0, solved: 1 },
    ]);
  });

  it('on time: started at most 5 minutes late (or a little early), ended within 5 minutes of the agenda', () => {
    expect(isStartedOnTime(9 * 60 + 5, 9 * 60)).toBe(true);
    expect(isStartedOnTime(9 * 60 + 6, 9 * 60)).toBe(false);
    expect(isStartedOnTime(8 * 60 + 30, 9 * 60)).toBe(true);
    expect(isStartedOnTime(8 * 60, 9 * 60)).toBe(false);
    expect(isEndedOnTime(95 * 60_000, 90)).toBe(true);
    expect(isEndedOnTime(95 * 60_000 + 1, 90)).toBe(false);
    const rows = meetingsHeldOf(range, [
      { periodStart: W1, startedOnTime: true, endedOnTime: false, headlinesReviewed: 2 },
      { periodStart: W1, startedOnTime: null, endedOnTime: true, headlinesReviewed: 1 },
    ]);
    expect(rows[0]).toEqual({
      periodStart: W1,
      held: 2,
      scheduled: 1,
      startedOnTime: 1,
      endedOnTime: 1,
      headlinesReviewed: 3,
    });
  });

  it('over any history every rate is within 0-100 and no count is lost or invented', () => {
    const todo = fc.record({ periodStart: inRange, status: fc.constantFrom(...TODO_STATUSES) });
    const rock = fc.record({
      rockId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      quarterStart: fc.constantFrom('2026-10-01', '2026-07-01'),
      status: fc.constantFrom(...ROCK_STATUSES),
    });
    const rating = fc.record({ periodStart: inRange, rating: fc.integer({ min: 1, max: 10 }) });
    const value = fc.record({
      periodStart: inRange,
      value: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      goal: fc.record({
        comparison: fc.constantFrom(...COMPARISONS),
        goalValue: fc.integer({ min: -100, max: 100 }),
      }),
    });
    fc.assert(
      fc.property(
        fc.array(todo),
        fc.array(rock),
        fc.array(rating),
        fc.array(value),
        (todos, rocks, ratings, values) => {
          const todoRows = todoCompletionOf(range, todos);
          const rockRows = rocksOf(range, rocks);
          const ratingRows = meetingRatingOf(range, ratings);
          const valueRows = measurablesOnTargetOf(range, values);
          for (const rate of rates([...todoRows, ...rockRows, ...ratingRows, ...valueRows])) {
            expect(rate).toBeGreaterThanOrEqual(0);
            expect(rate).toBeLessThanOrEqual(100);
          }
          for (const row of ratingRows) {
            if (row.average !== null) expect(row.average).toBeGreaterThanOrEqual(1);
            if (row.average !== null) expect(row.average).toBeLessThanOrEqual(10);
          }
          const counted = todos.filter((t) => t.status !== 'Removed' && range.starts.includes(t.periodStart));
          expect(todoRows.reduce((sum, row) => sum + row.total, 0)).toBe(counted.length);
          // A rock listed once per meeting it is in is still one rock.
          const doubled = rocksOf(range, [...rocks, ...rocks]);
          expect(doubled).toEqual(rockRows);
          const distinct = new Set(
            rocks
              .filter((r) => ['OnTrack', 'OffTrack', 'Done', 'NotDone'].includes(r.status))
              .map((r) => r.rockId),
          );
          const rockTotal = rockRows.reduce((sum, r) => sum + r.onTrack + r.offTrack + r.done + r.notDone, 0);
          expect(rockTotal).toBeLessThanOrEqual(distinct.size);
        },
      ),
    );
  });
});
