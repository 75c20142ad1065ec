import type { TMeetingSchedule } from '@cairn/domain/meetings/meetings.schemas';
import { formatDate } from '../../../lib/i18n/format.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import { browserTimeZone, timeZoneLabel } from '../../../lib/time-zones.ts';

/** The time field's parts (002 §5 time fields): hours 1-12, minutes, AM or PM. */
export type TTimeParts = { hour: number; minute: number; period: 'AM' | 'PM' };

/** Minutes step of time fields (002 §9). */
export const MINUTES_STEP = 5;

/** Splits a 24-hour `HH:mm` into 12-hour parts: '00:05' is 12:05 AM, '12:30' is 12:30 PM. */
export function toTimeParts(time: string): TTimeParts {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const period = hours >= 12 ? 'PM' : 'AM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return { hour, minute: minutes, period };
}

/** Joins 12-hour parts into `HH:mm`: 12 AM becomes 00, 12 PM stays 12 (002 §5). */
export function fromTimeParts({ hour, minute, period }: TTimeParts): string {
  const hours = (hour % 12) + (period === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A 24-hour `HH:mm` as people read it, in their locale: '9:00 AM', '09:00'. */
function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatDate(new Date(2024, 0, 1, hours, minutes), { hour: 'numeric', minute: '2-digit' });
}

/** The weekday's name in the person's locale (0 is Sunday; 7 January 2024 was a Sunday). */
export function weekdayName(weekday: number): string {
  return formatDate(new Date(2024, 0, 7 + weekday), { weekday: 'long' });
}

/**
 * The schedule in words: 'Weekly on Tuesday at 9:00 AM', with the zone when it is not the
 * viewer's own ('Weekly on Tuesday at 9:00 AM (Europe/Berlin)').
 */
export function describeSchedule(
  schedule: TMeetingSchedule,
  t: TFunction,
  viewerZone: string = browserTimeZone(),
): string {
  const text = t('meeting.schedule.describe', {
    day: weekdayName(schedule.weekday),
    time: formatClockTime(schedule.time),
  });
  return schedule.timeZone === viewerZone ? text : `${text} (${timeZoneLabel(schedule.timeZone)})`;
}
