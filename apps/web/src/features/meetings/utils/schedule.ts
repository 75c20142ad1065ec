import { WEEKDAYS } from '@cairn/domain/meetings/meetings.constants';
import type { TMeetingSchedule } from '@cairn/domain/meetings/meetings.schemas';
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

/** A 24-hour `HH:mm` as people read it: '9:00 AM'. */
function formatClockTime(time: string): string {
  const { hour, minute, period } = toTimeParts(time);
  return `${hour}:${String(minute).padStart(2, '0')} ${period}`;
}

/**
 * The schedule in words: 'Weekly on Tuesday at 9:00 AM', with the zone when it is not the
 * viewer's own ('Weekly on Tuesday at 9:00 AM (Europe/Berlin)').
 */
export function describeSchedule(schedule: TMeetingSchedule, viewerZone: string = browserTimeZone()): string {
  const text = `Weekly on ${WEEKDAYS[schedule.weekday] ?? ''} at ${formatClockTime(schedule.time)}`;
  return schedule.timeZone === viewerZone ? text : `${text} (${timeZoneLabel(schedule.timeZone)})`;
}
