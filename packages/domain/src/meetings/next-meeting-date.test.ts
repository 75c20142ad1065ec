import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTimeZone, zonedTimeToInstant } from '../common/clock.ts';
import { nextMeetingDate } from './next-meeting-date.ts';

const HOUR = 60 * 60 * 1000;
const WEEK = 7 * 24 * HOUR;

/** Zones with and without daylight saving, half-hour offsets, and a 30-minute DST shift. */
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/St_Johns',
] as const;

const wallOf = (date: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return { weekday, time: `${parts.hour}:${parts.minute}` };
};

const slotArb = fc.record({
  weekday: fc.integer({ min: 0, max: 6 }),
  time: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
});
const nowArb = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2060-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const zoneArb = fc.constantFrom(...ZONES);

describe('nextMeetingDate: examples', () => {
  it('Tuesday 09:00 in Berlin, asked on a Monday, is the next day at 07:00Z (summer time)', () => {
    const next = nextMeetingDate(
      { weekday: 2, time: '09:00' },
      new Date('2026-06-01T12:00:00Z'),
      'Europe/Berlin',
    );
    expect(next.toISOString()).toBe('2026-06-02T07:00:00.000Z');
  });

  it('a meeting that starts right now is next; a minute later it is next week', () => {
    const start = new Date('2026-06-02T07:00:00Z');
    const slot = { weekday: 2, time: '09:00' };
    expect(nextMeetingDate(slot, start, 'Europe/Berlin').toISOString()).toBe(start.toISOString());
    expect(nextMeetingDate(slot, new Date(start.getTime() + 60_000), 'Europe/Berlin').toISOString()).toBe(
      '2026-06-09T07:00:00.000Z',
    );
  });

  it('keeps the local time across a daylight-saving change (winter offset after it)', () => {
    const next = nextMeetingDate(
      { weekday: 2, time: '09:00' },
      new Date('2026-10-26T12:00:00Z'),
      'Europe/Berlin',
    );
    expect(next.toISOString()).toBe('2026-10-27T08:00:00.000Z');
  });

  it('a time skipped when clocks go forward moves forward by the gap', () => {
    // 2026-03-08 is a Sunday; New York skips 02:00-03:00 that night.
    const next = nextMeetingDate(
      { weekday: 0, time: '02:30' },
      new Date('2026-03-07T12:00:00Z'),
      'America/New_York',
    );
    expect(next.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(wallOf(next, 'America/New_York')).toEqual({ weekday: 0, time: '03:30' });
  });

  it('a time repeated when clocks go back is its first occurrence', () => {
    // 2026-11-01 is a Sunday; New York shows 01:00-02:00 twice that night.
    const next = nextMeetingDate(
      { weekday: 0, time: '01:30' },
      new Date('2026-10-31T12:00:00Z'),
      'America/New_York',
    );
    expect(next.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('knows real time zones and refuses made-up ones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('nextMeetingDate: properties', () => {
  it('is never before now and never more than a week (plus a DST hour) ahead', () => {
    fc.assert(
      fc.property(slotArb, nowArb, zoneArb, (slot, now, zone) => {
        const next = nextMeetingDate(slot, now, zone).getTime();
        return next >= now.getTime() && next - now.getTime() <= WEEK + HOUR;
      }),
    );
  });

  it('falls on the slot’s weekday, at the slot’s local time unless that time does not exist that day', () => {
    fc.assert(
      fc.property(slotArb, nowArb, zoneArb, (slot, now, zone) => {
        const next = nextMeetingDate(slot, now, zone);
        const wall = wallOf(next, zone);
        if (wall.weekday !== slot.weekday) return false;
        if (wall.time === slot.time) return true;
        // Skipped by a spring-forward gap: the start moved forward by at most an hour.
        const [h, m] = slot.time.split(':').map(Number);
        const [wh, wm] = wall.time.split(':').map(Number);
        const shift = wh * 60 + wm - (h * 60 + m);
        return shift > 0 && shift <= 60;
      }),
    );
  });

  it('is the first start: asking again at any instant up to it answers the same start', () => {
    fc.assert(
      fc.property(
        slotArb,
        nowArb,
        zoneArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (slot, now, zone, f) => {
          const next = nextMeetingDate(slot, now, zone).getTime();
          const between = new Date(now.getTime() + Math.floor((next - now.getTime()) * f));
          return nextMeetingDate(slot, between, zone).getTime() === next;
        },
      ),
    );
  });

  it('just after a start, the next start is about a week later', () => {
    fc.assert(
      fc.property(slotArb, nowArb, zoneArb, (slot, now, zone) => {
        const next = nextMeetingDate(slot, now, zone).getTime();
        const after = nextMeetingDate(slot, new Date(next + 1), zone).getTime();
        return Math.abs(after - next - WEEK) <= HOUR;
      }),
    );
  });

  it('in UTC it agrees with plain day arithmetic', () => {
    fc.assert(
      fc.property(slotArb, nowArb, (slot, now) => {
        const [h, m] = slot.time.split(':').map(Number);
        const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
        let expected = day.getTime() + ((slot.weekday - day.getUTCDay() + 7) % 7) * 24 * HOUR;
        if (expected < now.getTime()) expected += WEEK;
        return nextMeetingDate(slot, now, 'UTC').getTime() === expected;
      }),
    );
  });

  it('zonedTimeToInstant inverts the wall clock for times that exist', () => {
    const wallParts = (date: Date, zone: string) =>
      Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        })
          .formatToParts(date)
          .filter((p) => p.type !== 'literal')
          .map((p) => [p.type, Number(p.value)]),
      ) as { year: number; month: number; day: number; hour: number; minute: number };
    fc.assert(
      fc.property(nowArb, zoneArb, (instant, zone) => {
        const minute = new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
        const wall = wallParts(minute, zone);
        const back = zonedTimeToInstant(wall, zone);
        // The same wall minute: the instant itself, or an earlier one when clocks went back (first occurrence).
        return (
          back.getTime() === minute.getTime() ||
          (back.getTime() < minute.getTime() &&
            JSON.stringify(wallParts(back, zone)) === JSON.stringify(wall))
        );
      }),
    );
  });
});
