import { wallClockIn, zonedTimeToInstant } from '../common/clock.ts';

/** When a weekly meeting next starts. Pure: the clock and the zone are arguments. */

/** A weekly slot: `weekday` as `getDay()` (0 is Sunday) and the local start `time` as HH:mm. */
export type TWeeklySlot = { weekday: number; time: string };

/**
 * The next start of a weekly meeting at or after `now`: the first day, from today in the
 * zone, whose weekday is `slot.weekday`, at `slot.time` local time. A meeting that starts
 * exactly now is "next" (it is starting); one minute later it is next week's.
 */
export function nextMeetingDate(slot: TWeeklySlot, now: Date, timeZone: string): Date {
  const [hour, minute] = slot.time.split(':').map(Number);
  const today = wallClockIn(now, timeZone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    if (day.getUTCDay() !== slot.weekday) continue;
    const start = zonedTimeToInstant(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute },
      timeZone,
    );
    if (start.getTime() >= now.getTime()) return start;
  }
  // Unreachable for a weekday 0-6: the same weekday one week on is always later than now.
  throw new RangeError(`weekday must be 0-6, got ${slot.weekday}`);
}
