import { formatDate } from '../../../lib/i18n/format.ts';

/**
 * A due date (`YYYY-MM-DD`) for lists in the person's locale: 'Mar 4' (`4. März` in German), with
 * the year when it is not this year (002 §9 date helper).
 */
export function formatDueDate(date: string, now: Date = new Date()): string {
  const [year, month, day] = date.split('-').map(Number);
  const value = new Date(Date.UTC(year, month - 1, day));
  const withYear = year !== now.getFullYear();
  return formatDate(value, {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}
