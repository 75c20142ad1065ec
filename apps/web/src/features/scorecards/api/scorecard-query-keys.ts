/**
 * Query keys of scorecards. Each starts with the live entity type of what it holds
 * (docs/web.md, query-key convention): the grid and a measurable start with 'measurable', so a
 * live `measurable` event refreshes them, and so does a `measuredvalue` event (the live
 * invalidation map, lib/live/live-invalidation.ts, refreshes 'measurable' with it).
 */
export const scorecardKeys = {
  /** Every grid and measurable. */
  all: ['measurable'] as const,
  /** Every window of one scorecard's grid. */
  grid: (scorecardId: string) => ['measurable', 'grid', scorecardId] as const,
  /** One window of one scorecard's grid. */
  gridWindow: (scorecardId: string, end: string, periods: number) =>
    ['measurable', 'grid', scorecardId, { end, periods }] as const,
  /** One measurable with its values. */
  one: (measurableId: string) => ['measurable', 'one', measurableId] as const,
  /** The scorecards the caller can see (`GET scorecards/meetings`). */
  ofMeetings: ['scorecard', 'meetings'] as const,
  /** The caller's grid preferences (not an entity). */
  preferences: ['scorecardPreferences'] as const,
};
