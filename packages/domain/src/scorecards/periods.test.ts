import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../common/clock.ts';
import { addDays } from '../items/calendar-date.ts';
import {
  dayOfWeek,
  isPeriodStart,
  periodEnd,
  periodLabel,
  periodStart,
  periodsEnding,
  shiftPeriod,
} from './periods.ts';
import { MEASURABLE_INTERVALS } from './scorecards.constants.ts';

/** Any calendar day from 1990 to 2060. */
const anyDate = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2060, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
const anyInterval = fc.constantFrom(...MEASURABLE_INTERVALS);
const anyWeekStart = fc.integer({ min: 0, max: 6 });

describe('scorecard periods', () => {
  it('weeks start Monday by default, across a year end', () => {
    expect(periodStart('2026-11-26', 'Weekly')).toBe('2026-11-23');
    expect(periodStart('2026-11-23', 'Weekly')).toBe('2026-11-23');
    expect(periodStart('2027-01-01', 'Weekly')).toBe('2026-12-28');
    expect(periodStart('2026-11-22', 'Weekly', 0)).toBe('2026-11-22');
    expect(periodStart('2026-11-26', 'Monthly')).toBe('2026-11-01');
    expect(periodStart('2026-11-26', 'Quarterly')).toBe('2026-10-01');
    expect(periodStart('2026-03-31', 'Quarterly')).toBe('2026-01-01');
  });

  it('a period start holds its date, is a period start, and the period is at most a quarter long', () => {
    fc.assert(
      fc.property(anyDate, anyInterval, anyWeekStart, (date, interval, weekStartsOn) => {
        const start = periodStart(date, interval, weekStartsOn);
        expect(start <= date).toBe(true);
        expect(date <= periodEnd(start, interval)).toBe(true);
        expect(isPeriodStart(start, interval, weekStartsOn)).toBe(true);
        if (interval === 'Weekly') expect(dayOfWeek(start)).toBe(weekStartsOn);
        else expect(start.endsWith('-01')).toBe(true);
      }),
    );
  });

  it('consecutive periods touch: the day after a period ends starts the next one', () => {
    fc.assert(
      fc.property(anyDate, anyInterval, (date, interval) => {
        const start = periodStart(date, interval);
        const next = shiftPeriod(start, interval, 1);
        expect(addDays(periodEnd(start, interval), 1)).toBe(next);
        expect(shiftPeriod(next, interval, -1)).toBe(start);
      }),
    );
  });

  it('a window lists `count` consecutive period starts ending with the one holding `end`', () => {
    fc.assert(
      fc.property(anyDate, anyInterval, fc.integer({ min: 1, max: 60 }), (end, interval, count) => {
        const periods = periodsEnding(end, interval, count);
        expect(periods).toHaveLength(count);
        expect(periods.at(-1)).toBe(periodStart(end, interval));
        for (let i = 1; i < periods.length; i += 1)
          expect(shiftPeriod(periods[i - 1], interval, 1)).toBe(periods[i]);
      }),
    );
  });

  it('an instant becomes the calendar day of the organisation, across daylight-saving changes', () => {
    // 2026-03-29 01:30 UTC is 03:30 in Berlin (the clocks went forward at 02:00): still Sunday.
    expect(todayIn(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    // Sunday 23:30 in New York is Monday 03:30 UTC: the New York week has not started yet.
    const sundayNight = new Date('2026-11-02T04:30:00Z');
    expect(periodStart(todayIn(sundayNight, 'America/New_York'), 'Weekly')).toBe('2026-10-26');
    expect(periodStart(todayIn(sundayNight, 'UTC'), 'Weekly')).toBe('2026-11-02');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Pacific/Kiritimati'),
        (instant, zone) => {
          const day = todayIn(instant, zone);
          const utcDay = instant.toISOString().slice(0, 10);
          expect([addDays(utcDay, -1), utcDay, addDays(utcDay, 1)]).toContain(day);
        },
      ),
    );
  });

  it('labels read as people say them', () => {
    expect(periodLabel('2026-11-23', 'Weekly')).toBe('Nov 23');
    expect(periodLabel('2026-11-01', 'Monthly')).toBe('Nov 2026');
    expect(periodLabel('2026-10-01', 'Quarterly')).toBe('Q4 2026');
    expect(periodLabel('2026-12-01', 'Quarterly', 'fr', (quarter, year) => `T${quarter} ${year}`)).toBe(
      'T4 2026',
    );
  });
});
