import { GOOD_RATING, type TIdsStatus, TODO_COMPLETION_GOAL } from './live-meeting.constants.ts';

/**
 * Rules of the live meeting every screen and the server share: the IDS status, timers from
 * server instants, ratings and the to-do completion rate.
 */

/**
 * 002 §4: with issues left the team is prioritising (a Complete list gets new issues: back to
 * Prioritizing); with none left the IDS is Complete.
 */
export function nextIdsStatus(_current: TIdsStatus, issueCount: number): TIdsStatus {
  return issueCount > 0 ? 'Prioritizing' : 'Complete';
}

/** An agenda section's clock: time it ran before, and since when it runs now (null when not). */
export type TSectionClock = { elapsedMs: number; activeSince: string | null };

/**
 * How long a section has run at `now` (server instant, ISO): what it ran before plus the run in
 * progress; a paused meeting (`pausedAt`) stops every clock at the pause.
 */
export function sectionElapsedMs(clock: TSectionClock, now: number, pausedAt: string | null = null): number {
  if (!clock.activeSince) return clock.elapsedMs;
  const until = pausedAt ? Math.min(now, Date.parse(pausedAt)) : now;
  return clock.elapsedMs + Math.max(0, until - Date.parse(clock.activeSince));
}

/** The whole meeting's running time: since it started, less the time it spent paused. */
export function meetingElapsedMs(
  meeting: { started: string | null; pausedMs: number; pausedAt: string | null },
  now: number,
): number {
  if (!meeting.started) return 0;
  const until = meeting.pausedAt ? Math.min(now, Date.parse(meeting.pausedAt)) : now;
  return Math.max(0, until - Date.parse(meeting.started) - meeting.pausedMs);
}

/** True when a section has run past its planned minutes (shown in red). */
export function isOverTime(elapsedMs: number, lengthInMinutes: number): boolean {
  return elapsedMs > lengthInMinutes * 60_000;
}

/** `mm:ss` (or `h:mm:ss` past an hour) of a duration. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The average of the ratings given (1 decimal), or null when nobody rated yet. */
export function averageRating(ratings: readonly (number | null)[]): number | null {
  const given = ratings.filter((rating): rating is number => rating !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, rating) => sum + rating, 0) / given.length) * 10) / 10;
}

/** 8 or better is a good meeting. */
export function isGoodRating(rating: number): boolean {
  return rating >= GOOD_RATING;
}

/** Share of last week's to-dos done (0-1), or null without any; the 90% rule says whether it is enough. */
export function todoCompletion(done: number, total: number): { rate: number | null; meetsGoal: boolean } {
  if (total === 0) return { rate: null, meetsGoal: true };
  const rate = done / total;
  return { rate, meetsGoal: rate >= TODO_COMPLETION_GOAL };
}

/** The client's clock offset from the server's, from one `GET time` round trip (NTP's midpoint rule). */
export function clockOffsetMs(sentAt: number, serverTime: string, receivedAt: number): number {
  return Date.parse(serverTime) - (sentAt + receivedAt) / 2;
}

/** What an agenda section shows: one of the Level 10 sections, or a section of the team's own. */
export const SECTION_KINDS = [
  'segue',
  'scorecard',
  'rocks',
  'headlines',
  'todos',
  'ids',
  'conclude',
  'custom',
] as const;
export type TSectionKind = (typeof SECTION_KINDS)[number];

const SECTION_NAME_PATTERNS: readonly [RegExp, TSectionKind][] = [
  [/segue|good news|check.?in/i, 'segue'],
  [/scorecard|measurable/i, 'scorecard'],
  [/rock/i, 'rocks'],
  [/headline|customer|employee/i, 'headlines'],
  [/to.?do/i, 'todos'],
  [/\bids\b|issue/i, 'ids'],
  [/conclude|wrap|recap/i, 'conclude'],
];

/**
 * The kind of an agenda section by its name (agendas are the team's own: "Rock review" and
 * "Rocks" both show the rocks); a name that matches none is a free discussion section.
 */
export function sectionKindOf(name: string): TSectionKind {
  return SECTION_NAME_PATTERNS.find(([pattern]) => pattern.test(name))?.[1] ?? 'custom';
}

/** A meeting's length in words: "1 h 32 min", "45 min", "0 min" under a minute. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
