/**
 * When a weekly meeting next starts. Pure: the clock and the zone are arguments, and the time
 * zone rules come from the runtime's Intl data (no date library needed for this one rule).
 */

/** A weekly slot: `weekday` as `getDay()` (0 is Sunday) and the local start `time` as HH:mm. */
export type TWeeklySlot = { weekday: number; time: string };

type TWallClock = { year: number; month: number; day: number; hour: number; minute: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock (to the second) that `instantMs` shows in the zone. */
function wallClockAt(instantMs: number, timeZone: string): TWallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instantMs: number, timeZone: string): number {
  const wall = wallClockAt(instantMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

const sameWallMinute = (a: TWallClock, b: TWallClock) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/**
 * The instant a wall-clock time happens in the zone. A time repeated when clocks go back is
 * its first occurrence; a time skipped when clocks go forward moves forward by the gap
 * (02:30 on a spring-forward night becomes 03:30), as calendar apps do.
 */
export function zonedTimeToInstant(wall: TWallClock, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsetBefore = offsetAt(naive - DAY_MS, timeZone);
  const offsetAfter = offsetAt(naive + DAY_MS, timeZone);
  const candidates = [
    ...new Set([naive - offsetBefore, naive - offsetAfter, naive - offsetAt(naive, timeZone)]),
  ];
  const exact = candidates
    .filter((t) => sameWallMinute(wallClockAt(t, timeZone), wall))
    .sort((a, b) => a - b);
  return new Date(exact[0] ?? naive - offsetBefore);
}

/** True when the runtime knows the IANA time zone (e.g. `Europe/Berlin`, `UTC`). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The next start of a weekly meeting at or after `now`: the first day, from today in the
 * zone, whose weekday is `slot.weekday`, at `slot.time` local time. A meeting that starts
 * exactly now is "next" (it is starting); one minute later it is next week's.
 */
export function nextMeetingDate(slot: TWeeklySlot, now: Date, timeZone: string): Date {
  const [hour, minute] = slot.time.split(':').map(Number);
  const today = wallClockAt(now.getTime(), timeZone);
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
