import { describe, expect, it } from 'vitest';
import { addDays, utcDateOf } from './calendar-date.ts';

describe('calendar dates', () => {
  it('takes an instant’s UTC day, whatever the local zone', () => {
    expect(utcDateOf(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
    expect(utcDateOf(new Date('2026-12-31T00:00:00Z'))).toBe('2026-12-31');
  });

  it('adds days across a month end', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
