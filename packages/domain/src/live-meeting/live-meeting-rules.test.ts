import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDS_STATUSES } from './live-meeting.constants.ts';
import {
  averageRating,
  clockOffsetMs,
  formatClock,
  formatDuration,
  isOverTime,
  meetingElapsedMs,
  nextIdsStatus,
  sectionElapsedMs,
  sectionKindOf,
  todoCompletion,
} from './live-meeting-rules.ts';

describe('the IDS status rule (002 §4)', () => {
  it('is Complete exactly when no issue is left, whatever it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...IDS_STATUSES), fc.nat({ max: 500 }), (current, count) => {
        expect(nextIdsStatus(current, count) === 'Complete').toBe(count === 0);
      }),
    );
    expect(nextIdsStatus('Complete', 1)).toBe('Prioritizing');
    expect(nextIdsStatus('Prioritizing', 0)).toBe('Complete');
  });
});

describe('meeting clocks', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 9, 0, s)).toISOString();
  const t = (s: number) => Date.parse(at(s));

  it('a section adds the run in progress to what it ran before; a pause stops it', () => {
    expect(sectionElapsedMs({ elapsedMs: 60_000, activeSince: at(0) }, t(30))).toBe(90_000);
    expect(sectionElapsedMs({ elapsedMs: 60_000, activeSince: null }, t(30))).toBe(60_000);
    expect(sectionElapsedMs({ elapsedMs: 0, activeSince: at(0) }, t(50), at(20))).toBe(20_000);
  });

  it('never runs backwards and every screen computes the same value from the same instants', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000 }),
        fc.nat({ max: 10_000 }),
        fc.nat({ max: 10_000 }),
        (before, a, b) => {
          const clock = { elapsedMs: before * 1000, activeSince: at(0) };
          const [early, late] = [Math.min(a, b), Math.max(a, b)];
          expect(sectionElapsedMs(clock, t(late))).toBeGreaterThanOrEqual(sectionElapsedMs(clock, t(early)));
          expect(sectionElapsedMs(clock, t(early))).toBeGreaterThanOrEqual(before * 1000);
        },
      ),
    );
  });

  it('the meeting time leaves out the time it spent paused', () => {
    expect(meetingElapsedMs({ started: at(0), pausedMs: 10_000, pausedAt: null }, t(70))).toBe(60_000);
    expect(meetingElapsedMs({ started: at(0), pausedMs: 0, pausedAt: at(30) }, t(90))).toBe(30_000);
    expect(meetingElapsedMs({ started: null, pausedMs: 0, pausedAt: null }, t(90))).toBe(0);
  });

  it('over time is past the planned minutes; clocks read mm:ss', () => {
    expect(isOverTime(5 * 60_000, 5)).toBe(false);
    expect(isOverTime(5 * 60_000 + 1, 5)).toBe(true);
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('the clock offset is the server time less the round trip midpoint', () => {
    expect(clockOffsetMs(1_000, new Date(2_500).toISOString(), 2_000)).toBe(1_000);
  });
});

describe('ratings and to-dos', () => {
  it('averages the ratings given, to one decimal', () => {
    expect(averageRating([8, 9, null, 10])).toBe(9);
    expect(averageRating([7, 8])).toBe(7.5);
    expect(averageRating([null])).toBeNull();
  });

  it('the 90% rule', () => {
    expect(todoCompletion(9, 10)).toEqual({ rate: 0.9, meetsGoal: true });
    expect(todoCompletion(8, 10).meetsGoal).toBe(false);
    expect(todoCompletion(0, 0)).toEqual({ rate: null, meetsGoal: true });
  });
});

describe('sectionKindOf', () => {
  it('names the Level 10 sections by their usual names and leaves others custom', () => {
    const names = ['Segue', 'Scorecard', 'Rock review', 'Headlines', 'To-do list', 'IDS', 'Conclude'];
    expect(names.map(sectionKindOf)).toEqual([
      'segue',
      'scorecard',
      'rocks',
      'headlines',
      'todos',
      'ids',
      'conclude',
    ]);
    expect(sectionKindOf('Todos')).toBe('todos');
    expect(sectionKindOf('Issues list')).toBe('ids');
    expect(sectionKindOf('Strategic topic')).toBe('custom');
  });
});

describe('formatDuration', () => {
  it('says a meeting length in hours and minutes', () => {
    expect(formatDuration(59_000)).toBe('0 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(120 * 60_000)).toBe('2 h');
    expect(formatDuration(92 * 60_000 + 30_000)).toBe('1 h 32 min');
  });
});
