/**
 * Instance usage, kept at home (issue 34 point 8; 000 §9 flags ProductAnalytics and
 * DataCollection): page views per area and active people per day and week, counted in Cairn's
 * own database and never sent anywhere (docs/usage.md).
 */

import { utcDateOf } from '../items/calendar-date.ts';

/** The areas a page view is counted under: a fixed list, so a report cannot invent names. */
export const USAGE_AREAS = [
  'dashboard',
  'meeting',
  'live-meeting',
  'todos',
  'rocks',
  'issues',
  'headlines',
  'scorecard',
  'vto',
  'chart',
  'insights',
  'learning',
  'settings',
  'admin',
] as const;
export type TUsageArea = (typeof USAGE_AREAS)[number];

export const USAGE_LIMITS = {
  /** Page-view counters older than this many days are pruned (the daily `usage.prune` job). */
  retentionDays: 400,
  /**
   * A (day, user) presence row is kept only as long as the weekly window needs it (12 weeks and
   * the days of the current one), then pruned: no longer trail of who used Cairn when.
   */
  presenceDays: 91,
  /** The admin page's windows. */
  days: 30,
  weeks: 12,
  /** The web sends its batch this often (and when the page is hidden). */
  reportEverySeconds: 30,
  /** At most this many views of one area in one batch (a tab cannot inflate the counts). */
  maxViewsPerArea: 500,
} as const;

/** The UTC day of an instant, `YYYY-MM-DD`: the counters' day. */
export function usageDayOf(at: Date): string {
  return utcDateOf(at);
}

/** The Monday (ISO week, UTC) that starts the week of `day`. */
export function usageWeekOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return usageDayOf(new Date(at.getTime() - sinceMonday * 86_400_000));
}

/** `day` moved by `days` (negative: back). */
export function addUsageDays(day: string, days: number): string {
  return usageDayOf(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000));
}

/** Sub-pages of a meeting that are counted as their own area. */
const MEETING_SUB_AREAS: Partial<Record<string, TUsageArea>> = {
  todos: 'todos',
  rocks: 'rocks',
  issues: 'issues',
  headlines: 'headlines',
  scorecard: 'scorecard',
};

/** First path segment to area, for the pages whose area the first segment tells. */
const AREA_BY_SEGMENT: Partial<Record<string, TUsageArea>> = {
  new: 'dashboard',
  meetings: 'meeting',
  meeting: 'meeting',
  todos: 'todos',
  rocks: 'rocks',
  issues: 'issues',
  scorecards: 'scorecard',
  vto: 'vto',
  ac: 'chart',
  'ac-print': 'chart',
  insights: 'insights',
  'learning-center': 'learning',
  user: 'settings',
  org: 'settings',
  admin: 'admin',
};

/**
 * The area a signed-in page belongs to, from its path (the web's route table, 000 §2.1); null
 * for pages that are not counted (sign-in, public pages, welcome steps).
 */
export function usageAreaOfPath(pathname: string): TUsageArea | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return 'dashboard';
  if (first === 'meeting' && second === 'live') return 'live-meeting';
  if (first === 'traction') return MEETING_SUB_AREAS[segments[3] ?? ''] ?? 'meeting';
  return AREA_BY_SEGMENT[first] ?? null;
}

export const USAGE_TEXTS = {
  onlyAdmin: 'Only the instance administrator can see the usage of this instance.',
  unknownArea: 'This is not an area Cairn counts.',
  duplicateArea: 'Each area is reported once in a batch.',
} as const;
