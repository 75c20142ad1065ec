import { formatDate } from '../../../lib/i18n/format.ts';
import { formatLocale } from '../../../lib/i18n/i18n.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A notification's time label (000 §4) in the person's locale: seconds, minutes or hours ago
 * within a day ("5 minutes ago", "vor 5 Minuten"), otherwise the date ("Nov 3, 2026", "3. Nov. 2026").
 */
export function notificationTimeLabel(createdAt: Date, now: Date): string {
  const age = Math.max(0, now.getTime() - createdAt.getTime());
  const ago = new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'always' });
  // "0 seconds ago" reads oddly: a notification that just arrived is a second old.
  if (age < MINUTE) return ago.format(-Math.max(1, Math.floor(age / SECOND)), 'second');
  if (age < HOUR) return ago.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return ago.format(-Math.floor(age / HOUR), 'hour');
  return formatDate(createdAt, { month: 'short', day: 'numeric', year: 'numeric' });
}
