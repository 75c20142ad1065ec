import en from '@cairn/domain/i18n/locales/en.json';
import { describe, expect, it } from 'vitest';
import { createReader } from '../../../lib/i18n/reader.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { formatMeetingDate, needsYear, startOfWeek } from './format-date.ts';
import { describeSchedule, fromTimeParts, toTimeParts } from './schedule.ts';

/** A local date-time (the helpers work in the viewer's zone). */
const local = (year: number, month: number, day: number, hour = 9, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

// Wednesday 10 June 2026, noon.
const now = local(2026, 6, 10, 12);

describe('date helper (002 §9)', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek(now)).toEqual(local(2026, 6, 8, 0));
    expect(startOfWeek(local(2026, 6, 14, 23))).toEqual(local(2026, 6, 8, 0));
    expect(startOfWeek(local(2026, 6, 15, 1))).toEqual(local(2026, 6, 15, 0));
  });

  it('says today, tomorrow, the weekday for the rest of this week, else the date', () => {
    expect(formatMeetingDate(local(2026, 6, 10, 15).toISOString(), now)).toMatch(/^Today, 3:00\sPM$/);
    expect(formatMeetingDate(local(2026, 6, 11, 9).toISOString(), now)).toMatch(/^Tomorrow, 9:00\sAM$/);
    expect(formatMeetingDate(local(2026, 6, 14, 9).toISOString(), now)).toMatch(/^Sunday, 9:00\sAM$/);
    // Next Monday is in the next week (weeks start on Monday): the date, without a year.
    expect(formatMeetingDate(local(2026, 6, 15, 9).toISOString(), now)).toMatch(/^Mon, Jun 15, 9:00\sAM$/);
  });

  it('shows the year only for past years and more than a year ahead', () => {
    expect(needsYear(local(2025, 12, 31), now)).toBe(true);
    expect(needsYear(local(2027, 6, 10, 11), now)).toBe(false);
    expect(needsYear(local(2027, 6, 10, 13), now)).toBe(true);
    expect(formatMeetingDate(local(2027, 7, 1, 9).toISOString(), now)).toMatch(/2027/);
    expect(formatMeetingDate(local(2026, 12, 1, 9).toISOString(), now)).not.toMatch(/2026/);
  });
});

describe('names and times', () => {
  it('formats names in the spec’s six ways', () => {
    const sam = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' };
    expect(
      (['first', 'firstLastInitial', 'firstLastInitialDot', 'initialLast', 'lastFirst', 'full'] as const).map(
        (format) => formatPersonName(sam, format),
      ),
    ).toEqual(['Sam', 'Sam L', 'Sam L.', 'S. Lee', 'Lee, Sam', 'Sam Lee']);
    expect(formatPersonName({ firstName: '', lastName: '', email: 'x@example.com' })).toBe('x@example.com');
  });

  it('turns 12-hour parts into HH:mm: 12 AM is 00, 12 PM stays 12', () => {
    expect(fromTimeParts({ hour: 12, minute: 5, period: 'AM' })).toBe('00:05');
    expect(fromTimeParts({ hour: 12, minute: 30, period: 'PM' })).toBe('12:30');
    expect(fromTimeParts({ hour: 9, minute: 0, period: 'PM' })).toBe('21:00');
    expect(toTimeParts('00:05')).toEqual({ hour: 12, minute: 5, period: 'AM' });
    expect(toTimeParts('21:45')).toEqual({ hour: 9, minute: 45, period: 'PM' });
  });

  it('describes a schedule, naming the zone when it is not the viewer’s', () => {
    const schedule = { weekday: 2, time: '14:30', timeZone: 'Europe/Berlin' };
    const t = createReader('en', (key) => (en as Record<string, string>)[key]);
    expect(describeSchedule(schedule, t, 'Europe/Berlin')).toMatch(/^Weekly on Tuesday at 2:30\sPM$/);
    expect(describeSchedule(schedule, t, 'America/New_York')).toMatch(
      /^Weekly on Tuesday at 2:30\sPM \(Europe\/Berlin\)$/,
    );
  });
});
