import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../items/calendar-date.ts';
import {
  parseQuarterKey,
  quarterKey,
  quarterLabel,
  quarterLabelOfKey,
  quarterOf,
  quarterSpan,
  shiftQuarter,
} from './rock-quarters.ts';

describe('rock quarters', () => {
  it('puts a day in the calendar quarter of its month', () => {
    expect(quarterOf('2026-01-01')).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOf('2026-03-31')).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOf('2026-04-01')).toEqual({ year: 2026, quarter: 2 });
    expect(quarterOf('2026-12-31')).toEqual({ year: 2026, quarter: 4 });
  });

  it('spans a quarter from its first to its last day, leap years included', () => {
    expect(quarterSpan({ year: 2028, quarter: 1 })).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(quarterSpan({ year: 2026, quarter: 2 })).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterSpan({ year: 2026, quarter: 4 })).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('moves across years both ways', () => {
    expect(shiftQuarter({ year: 2026, quarter: 4 }, 1)).toEqual({ year: 2027, quarter: 1 });
    expect(shiftQuarter({ year: 2026, quarter: 1 }, -1)).toEqual({ year: 2025, quarter: 4 });
    expect(shiftQuarter({ year: 2026, quarter: 2 }, -9)).toEqual({ year: 2024, quarter: 1 });
  });

  it('holds every day of its span and none of the next quarter', () => {
    const day = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(day, (date) => {
        const span = quarterSpan(quarterOf(date));
        expect(span.from <= date && date <= span.to).toBe(true);
        expect(quarterOf(addDays(span.to, 1))).toEqual(shiftQuarter(quarterOf(date), 1));
      }),
    );
  });

  it('writes and reads its key, and refuses what is not one', () => {
    const q4 = { year: 2026, quarter: 4 } as const;
    expect(quarterLabel(q4)).toBe('Q4 2026');
    expect(parseQuarterKey(quarterKey(q4))).toEqual(q4);
    expect(parseQuarterKey('2026-Q5')).toBeNull();
    expect(parseQuarterKey('all')).toBeNull();
  });

  it("labels a quarter or its key in the reader's words, a key that names none as it is", () => {
    const french = (quarter: number, year: number) => `T${quarter} ${year}`;
    expect(quarterLabel({ year: 2026, quarter: 4 }, french)).toBe('T4 2026');
    expect(quarterLabelOfKey('2026-Q3')).toBe('Q3 2026');
    expect(quarterLabelOfKey('2026-Q3', french)).toBe('T3 2026');
    expect(quarterLabelOfKey('someday', french)).toBe('someday');
  });
});
