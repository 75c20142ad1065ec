import { TZDate } from '@date-fns/tz';

/**
 * The one clock: what day and what wall time it is for an organisation. The server and the web
 * both judge "today" (overdue to-dos, this week's scorecard period, the next meeting) in the
 * organisation's time zone, so they never disagree; zone rules come from `@date-fns/tz`.
 */

/** An organisation's zone until it picks one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The first day of an organisation's week; Monday unless it says otherwise (002 §9). */
export const WEEK_STARTS = ['Monday', 'Sunday'] as const;
export type TWeekStart = (typeof WEEK_STARTS)[number];
export const DEFAULT_WEEK_START: TWeekStart = 'Monday';

/** `getDay()` numbering of a week start (0 is Sunday), as the period arithmetic takes it. */
export function weekStartsOnOf(weekStart: TWeekStart): 0 | 1 {
  return weekStart === 'Sunday' ? 0 : 1;
}

/** A wall-clock time, to the minute. */
export type TWallClock = { year: number; month: number; day: number; hour: number; minute: number };

const pad = (value: number) => String(value).padStart(2, '0');

/** True when the runtime knows the IANA time zone (e.g. `Europe/Berlin`, `UTC`). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date `YYYY-MM-DD` an instant falls on in the zone. */
export function todayIn(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/** The wall clock an instant shows in the zone. */
export function wallClockIn(instant: Date, timeZone: string): TWallClock {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
  };
}

/**
 * The instant a wall-clock time happens in the zone. A time repeated when clocks go back is its
 * first occurrence; a time skipped when clocks go forward moves forward by the gap (02:30 on a
 * spring-forward night becomes 03:30), as calendar apps do.
 */
export function zonedTimeToInstant(wall: TWallClock, timeZone: string): Date {
  const zoned = new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, timeZone);
  return new Date(zoned.getTime());
}
