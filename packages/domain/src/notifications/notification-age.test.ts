import { describe, expect, it } from 'vitest';
import { notificationGroupOf, notificationTimeLabel } from './notification-age.ts';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe('notification age (000 §4)', () => {
  it('groups under a day as Today, up to 7 days as This Week, then Older', () => {
    expect(notificationGroupOf(ago(0), now)).toBe('Today');
    expect(notificationGroupOf(ago(23 * HOUR), now)).toBe('Today');
    expect(notificationGroupOf(ago(24 * HOUR), now)).toBe('This Week');
    expect(notificationGroupOf(ago(7 * 24 * HOUR), now)).toBe('This Week');
    expect(notificationGroupOf(ago(7 * 24 * HOUR + 1), now)).toBe('Older');
  });

  it('labels seconds, minutes and hours ago, then a date', () => {
    expect(notificationTimeLabel(ago(1000), now)).toBe('1 second ago');
    expect(notificationTimeLabel(ago(42_000), now)).toBe('42 seconds ago');
    expect(notificationTimeLabel(ago(60_000), now)).toBe('1 minute ago');
    expect(notificationTimeLabel(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(notificationTimeLabel(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(notificationTimeLabel(ago(30 * HOUR), now, 'en-US')).toBe('Nov 24, 2026');
  });

  it('never says a negative age (a clock a little ahead)', () => {
    expect(notificationTimeLabel(new Date(now.getTime() + 5000), now)).toBe('1 second ago');
  });
});
