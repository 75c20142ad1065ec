import { describe, expect, it } from 'vitest';
import { isValidTimeZone, todayIn, wallClockIn, weekStartsOnOf, zonedTimeToInstant } from './clock.ts';

describe('the clock', () => {
  const instant = new Date('2026-11-24T22:30:00Z');

  it('tells the calendar day of an instant in a zone', () => {
    expect(todayIn(instant, 'UTC')).toBe('2026-11-24');
    expect(todayIn(instant, 'Europe/Berlin')).toBe('2026-11-24');
    expect(todayIn(instant, 'Asia/Tokyo')).toBe('2026-11-25');
    expect(todayIn(instant, 'Pacific/Kiritimati')).toBe('2026-11-25');
    expect(todayIn(instant, 'America/Los_Angeles')).toBe('2026-11-24');
    expect(wallClockIn(instant, 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 11,
      day: 25,
      hour: 4,
      minute: 0,
    });
  });

  it('turns a wall time into its instant, moving a skipped spring-forward time by the gap', () => {
    const wall = { year: 2026, month: 3, day: 29, hour: 2, minute: 30 };
    expect(zonedTimeToInstant(wall, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedTimeToInstant({ ...wall, hour: 9 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T07:30:00.000Z',
    );
  });

  it('knows zones and week starts', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(weekStartsOnOf('Monday')).toBe(1);
    expect(weekStartsOnOf('Sunday')).toBe(0);
  });
});
