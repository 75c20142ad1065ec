import { ITEM_DATE_MAX_YEAR, ITEM_DATE_MIN_YEAR } from './items.constants.ts';

/** Calendar dates (due dates) travel as `YYYY-MM-DD` strings (ARCHITECTURE §4), never as instants. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a `YYYY-MM-DD` string naming a real day (no 2026-02-30) within the allowed years. */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < ITEM_DATE_MIN_YEAR || year > ITEM_DATE_MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC calendar date of an instant (an invoice's day, a file name's): the one such helper. */
export function utcDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The calendar day `days` after `date` (negative goes back); month and year ends roll over. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return utcDateOf(new Date(Date.UTC(year, month - 1, day) + days * DAY_MS));
}
