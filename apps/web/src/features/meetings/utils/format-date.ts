/**
 * The date helper of spec 002 §9: weeks start on Monday, and a date shows its year only when it
 * is more than a year ahead or in a past year. Dates show in the viewer's own time zone, in the
 * person's locale (lib/i18n/format.ts).
 */
import { formatLocale } from '../../../lib/i18n/i18n.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (local) of the Monday that starts the week of `date`. */
export function startOfWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const daysSinceMonday = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - daysSinceMonday);
  return start;
}

/** Whole calendar days from `from` to `to` (local dates; daylight-saving safe). */
function calendarDaysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / DAY_MS);
}

/** True when the date needs its year: in a past year, or more than a year after `now`. */
export function needsYear(date: Date, now: Date): boolean {
  if (date.getFullYear() < now.getFullYear()) return true;
  const aYearAhead = new Date(now);
  aYearAhead.setFullYear(now.getFullYear() + 1);
  return date.getTime() > aYearAhead.getTime();
}

/** A calendar date without the time: 'Mon, Jun 8' (with ', 2027' when the year is needed). */
function formatDay(date: Date, now: Date = new Date()): string {
  return date.toLocaleDateString(formatLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(needsYear(date, now) ? { year: 'numeric' } : {}),
  });
}

/** The local time of day: '9:00 AM' (or the viewer's 24-hour form). */
function formatTimeOfDay(date: Date): string {
  return date.toLocaleTimeString(formatLocale(), { hour: 'numeric', minute: '2-digit' });
}

/** 'Today' (0) or 'Tomorrow' (1) in the person's locale, capitalised as it starts the text. */
function relativeDay(days: number): string {
  const text = new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'auto' }).format(days, 'day');
  return text.charAt(0).toLocaleUpperCase(formatLocale()) + text.slice(1);
}

/**
 * When a meeting next starts, as people say it: 'Today, 9:00 AM', 'Tomorrow, 9:00 AM', the
 * weekday for the rest of this week ('Friday, 9:00 AM'), else the date ('Mon, Jun 8, 9:00 AM').
 */
export function formatMeetingDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = formatTimeOfDay(date);
  const days = calendarDaysBetween(now, date);
  // 'Today' and 'Tomorrow' in the person's language, from Intl rather than a text of ours.
  if (days === 0 || days === 1) return `${relativeDay(days)}, ${time}`;
  const isThisWeek = days > 1 && startOfWeek(date).getTime() === startOfWeek(now).getTime();
  if (isThisWeek) return `${date.toLocaleDateString(formatLocale(), { weekday: 'long' })}, ${time}`;
  return `${formatDay(date, now)}, ${time}`;
}
