import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../common/clock.ts';
import { dayOfWeek } from '../scorecards/periods.ts';
import { ZInsightsQuery } from './insights.schemas.ts';
import { addYears, insightsPeriodStart, isSpanTooLong, resolveInsightsRange } from './insights-periods.ts';

const anyDate = fc
  .date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2098-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('insights periods', () => {
  it.each([
    ['2026-11-27', 'week', 'Monday', '2026-11-23'],
    ['2026-11-27', 'week', 'Sunday', '2026-11-22'],
    ['2026-11-22', 'week', 'Sunday', '2026-11-22'],
    ['2026-11-22', 'week', 'Monday', '2026-11-16'],
    ['2026-11-27', 'quarter', 'Monday', '2026-10-01'],
    ['2027-03-31', 'quarter', 'Sunday', '2027-01-01'],
  ] as const)('%s in a %s starting %s begins %s', (date, period, weekStart, expected) => {
    expect(insightsPeriodStart(date, period, weekStart)).toBe(expected);
  });

  it('defaults to the last 13 whole weeks up to today', () => {
    const range = resolveInsightsRange({}, '2026-11-27', 'Monday');
    expect(range.starts).toHaveLength(13);
    expect(range.from).toBe('2026-08-31');
    expect(range.to).toBe('2026-11-29');
    expect(range.starts.at(-1)).toBe('2026-11-23');
    expect(range.quarterStarts).toEqual(['2026-07-01', '2026-10-01']);
  });

  it('defaults to the last four quarters for the quarter period', () => {
    const range = resolveInsightsRange({ period: 'quarter' }, '2026-11-27', 'Monday');
    expect(range.starts).toEqual(['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']);
    expect(range).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('a week starts on the organisation’s week start, whatever day is asked for', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom('Monday', 'Sunday' as const), (date, weekStart) => {
        const start = insightsPeriodStart(date, 'week', weekStart);
        expect(dayOfWeek(start)).toBe(weekStart === 'Monday' ? 1 : 0);
        expect(start <= date).toBe(true);
        expect(Date.parse(date) - Date.parse(start)).toBeLessThan(7 * 86_400_000);
      }),
    );
  });

  it('the periods of a span are consecutive, whole, and cover both ends', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom('week', 'quarter' as const),
        (from, days, period) => {
          const to = new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10);
          const range = resolveInsightsRange({ from, to, period }, to, 'Sunday');
          expect(range.from <= from && range.to >= to).toBe(true);
          expect(new Set(range.starts).size).toBe(range.starts.length);
          expect([...range.starts].sort()).toEqual(range.starts);
          for (const start of range.starts) expect(insightsPeriodStart(start, period, 'Sunday')).toBe(start);
        },
      ),
    );
  });

  it('a day is in the week of the organisation’s zone, not of UTC', () => {
    // Monday 06:00 in Sydney is still Sunday in UTC: the meeting is in Monday's week there.
    const instant = new Date('2026-11-22T19:00:00Z');
    expect(insightsPeriodStart(todayIn(instant, 'Australia/Sydney'), 'week', 'Monday')).toBe('2026-11-23');
    expect(insightsPeriodStart(todayIn(instant, 'UTC'), 'week', 'Monday')).toBe('2026-11-16');
  });

  it('allows a span up to three years and no longer', () => {
    expect(addYears('2024-02-29', 3)).toBe('2027-03-01');
    expect(isSpanTooLong('2023-01-01', '2025-12-31')).toBe(false);
    expect(isSpanTooLong('2023-01-01', '2026-01-01')).toBe(true);
  });
});

describe('ZInsightsQuery', () => {
  const fieldOf = (input: unknown) => {
    const result = ZInsightsQuery.safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('takes nothing at all: the organisation, by week', () => {
    expect(ZInsightsQuery.parse({})).toEqual({ scope: 'org', period: 'week' });
  });

  it.each([
    [{ from: '2026-05-02', to: '2026-05-01' }, ['from']],
    [{ from: '2020-01-01', to: '2026-01-01' }, ['from']],
    [{ from: '2026-02-30' }, ['from']],
    [{ period: 'month' }, ['period']],
    [{ scope: 'meeting' }, ['tractionId']],
    [{ scope: 'org', tractionId: '5f0c3c9e-8a36-4f3c-9a0b-4b0d3f9f2a11' }, ['tractionId']],
    [{ scope: 'meeting', tractionId: 'nope' }, ['tractionId']],
  ])('refuses %j naming %j', (input, fields) => {
    expect(fieldOf(input)).toEqual(fields);
  });
});
