import { describe, expect, it } from 'vitest';
import { actorToday } from './actor-today.ts';

const actorIn = (timeZone: string) => ({ clock: { timeZone, weekStart: 'Monday' as const } });

describe('actorToday', () => {
  it('turns the day at midnight in a zone half an hour off UTC, in the minute it happens', () => {
    const kolkata = actorIn('Asia/Kolkata');
    // 18:29:59 UTC is 23:59:59 in Kolkata (+05:30); 18:30:00 UTC is midnight.
    expect(actorToday(kolkata, new Date('2026-03-10T18:29:00.000Z'))).toBe('2026-03-10');
    expect(actorToday(kolkata, new Date('2026-03-10T18:29:59.999Z'))).toBe('2026-03-10');
    expect(actorToday(kolkata, new Date('2026-03-10T18:30:00.000Z'))).toBe('2026-03-11');
  });

  it('answers each zone its own day in the same minute', () => {
    const instant = new Date('2026-03-10T23:30:00.000Z');
    expect(actorToday(actorIn('UTC'), instant)).toBe('2026-03-10');
    expect(actorToday(actorIn('Pacific/Auckland'), instant)).toBe('2026-03-11');
    expect(actorToday(actorIn('America/Los_Angeles'), instant)).toBe('2026-03-10');
    expect(actorToday(actorIn('UTC'), instant)).toBe('2026-03-10');
  });

  it('goes back to an earlier instant', () => {
    const paris = actorIn('Europe/Paris');
    expect(actorToday(paris, new Date('2026-07-01T12:00:00.000Z'))).toBe('2026-07-01');
    expect(actorToday(paris, new Date('2026-06-30T12:00:00.000Z'))).toBe('2026-06-30');
  });
});
