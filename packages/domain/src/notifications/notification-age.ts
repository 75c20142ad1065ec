import type { TNotificationGroup } from './notifications.constants.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The panel group a notification falls in (000 §4): Today (under a day), This Week (1-7 days), Older. */
export function notificationGroupOf(createdAt: Date, now: Date): TNotificationGroup {
  const age = now.getTime() - createdAt.getTime();
  if (age < DAY) return 'Today';
  if (age <= 7 * DAY) return 'This Week';
  return 'Older';
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * A notification's time label (000 §4): seconds, minutes or hours ago within a day, otherwise
 * the date in the reader's locale (e.g. "Nov 3, 2026").
 */
export function notificationTimeLabel(createdAt: Date, now: Date, locale?: string): string {
  const age = Math.max(0, now.getTime() - createdAt.getTime());
  // "0 seconds ago" reads oddly: a notification that just arrived is a second old.
  if (age < MINUTE) return plural(Math.max(1, Math.floor(age / SECOND)), 'second');
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  return createdAt.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}
