import { addDays } from '../items/calendar-date.ts';
import { quarterLabel, quarterOf, type TQuarterName } from '../rocks/rock-quarters.ts';
import { DEFAULT_WEEK_STARTS_ON, type TMeasurableInterval } from './scorecards.constants.ts';

/**
 * Scorecard periods. A period is named by its first calendar day `YYYY-MM-DD` (its
 * `intervalId`): the week's first day, the 1st of a month, or the 1st of a quarter's first month.
 * Everything here works on calendar dates, so daylight-saving changes cannot shift a period;
 * an instant becomes a calendar date only through `todayIn` (common/clock.ts), in the organisation's zone.
 */

type TParts = { year: number; month: number; day: number };

function parts(date: string): TParts {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

function format({ year, month, day }: TParts): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Day of the week of a calendar date: 0 Sunday ... 6 Saturday. */
export function dayOfWeek(date: string): number {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The first day of the period that holds `date`. */
export function periodStart(
  date: string,
  interval: TMeasurableInterval,
  weekStartsOn: number = DEFAULT_WEEK_STARTS_ON,
): string {
  const { year, month } = parts(date);
  if (interval === 'Monthly') return format({ year, month, day: 1 });
  if (interval === 'Quarterly') return format({ year, month: month - ((month - 1) % 3), day: 1 });
  return addDays(date, -((dayOfWeek(date) - weekStartsOn + 7) % 7));
}

/** True when `date` is the first day of a period (a valid `intervalId`). */
export function isPeriodStart(
  date: string,
  interval: TMeasurableInterval,
  weekStartsOn: number = DEFAULT_WEEK_STARTS_ON,
): boolean {
  return periodStart(date, interval, weekStartsOn) === date;
}

/** The start of the period `count` periods after the one starting at `start` (negative goes back). */
export function shiftPeriod(start: string, interval: TMeasurableInterval, count: number): string {
  if (interval === 'Weekly') return addDays(start, 7 * count);
  const { year, month } = parts(start);
  const months = interval === 'Monthly' ? count : 3 * count;
  const index = year * 12 + (month - 1) + months;
  return format({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}

/** The last calendar day of the period starting at `start`. */
export function periodEnd(start: string, interval: TMeasurableInterval): string {
  return addDays(shiftPeriod(start, interval, 1), -1);
}

/** The `count` periods up to and including the one holding `end`, oldest first. */
export function periodsEnding(
  end: string,
  interval: TMeasurableInterval,
  count: number,
  weekStartsOn: number = DEFAULT_WEEK_STARTS_ON,
): string[] {
  const last = periodStart(end, interval, weekStartsOn);
  return Array.from({ length: count }, (_, index) => shiftPeriod(last, interval, index - (count - 1)));
}

/**
 * A short label for a period's column: "Nov 23" for weeks, "Nov 2026" for months in the locale,
 * and a quarter by `quarterName` ("Q4 2026"; Intl has no quarters, so the caller names them).
 */
export function periodLabel(
  start: string,
  interval: TMeasurableInterval,
  locale = 'en-US',
  quarterName?: TQuarterName,
): string {
  const { year, month, day } = parts(start);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (interval === 'Quarterly') return quarterLabel(quarterOf(start), quarterName);
  if (interval === 'Monthly') {
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
