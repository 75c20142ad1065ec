import {
  addUsageDays,
  USAGE_LIMITS,
  USAGE_TEXTS,
  usageDayOf,
  usageWeekOf,
} from '@cairn/domain/usage/usage.constants';
import type { TUsageOverview, TUsageReportBody } from '@cairn/domain/usage/usage.schemas';
import type { TDb } from '../../db/client.ts';
import { assertInstanceAdmin, readFeatureFlags } from '../platform/index.ts';
import {
  addPageViews,
  isOptedOut,
  markActive,
  pruneUsage,
  readActiveByDay,
  readActiveByWeek,
  readViewsByArea,
} from './usage.repository.ts';

/**
 * One batch from a browser, in one transaction: the flags and the caller's opt-out are read,
 * then at most two statements (the day's counters, the caller's presence). Nothing is counted
 * for a person who opted out, nor under a flag that is off.
 */
export async function reportUsage(db: TDb, userId: string, body: TUsageReportBody, now = new Date()) {
  const day = usageDayOf(now);
  return db.transaction(async (tx) => {
    const flags = await readFeatureFlags(tx);
    if (!flags.ProductAnalytics && !flags.DataCollection) return { pageViews: false, activePerson: false };
    if (await isOptedOut(tx, userId)) return { pageViews: false, activePerson: false };
    if (flags.ProductAnalytics) await addPageViews(tx, day, body.views);
    if (flags.DataCollection) await markActive(tx, day, userId);
    return { pageViews: flags.ProductAnalytics && body.views.length > 0, activePerson: flags.DataCollection };
  });
}

/** The admin page: the last 30 days per area and per day, the last 12 weeks, zeros filled in. */
export async function readUsageOverview(db: TDb, userId: string, now = new Date()): Promise<TUsageOverview> {
  await assertInstanceAdmin(db, userId, USAGE_TEXTS.onlyAdmin);
  const today = usageDayOf(now);
  const firstDay = addUsageDays(today, 1 - USAGE_LIMITS.days);
  const firstWeek = addUsageDays(usageWeekOf(today), -7 * (USAGE_LIMITS.weeks - 1));
  const flags = await readFeatureFlags(db);
  const byArea = await readViewsByArea(db, firstDay);
  const byDay = new Map((await readActiveByDay(db, firstDay)).map((row) => [row.day, row.people]));
  const byWeek = new Map((await readActiveByWeek(db, firstWeek)).map((row) => [row.weekStart, row.people]));
  const days = Array.from({ length: USAGE_LIMITS.days }, (_, index) => addUsageDays(firstDay, index));
  const weeks = Array.from({ length: USAGE_LIMITS.weeks }, (_, index) => addUsageDays(firstWeek, 7 * index));
  return {
    isCountingPageViews: flags.ProductAnalytics,
    isCountingPeople: flags.DataCollection,
    pageViews: byArea.map((row) => ({
      area: row.area as TUsageOverview['pageViews'][number]['area'],
      views: row.views,
    })),
    activeByDay: days.map((day) => ({ day, people: byDay.get(day) ?? 0 })),
    activeByWeek: weeks.map((weekStart) => ({ weekStart, people: byWeek.get(weekStart) ?? 0 })),
  };
}

/** The retention rule (docs/usage.md): counters 400 days, presence rows for the 12-week window. */
export async function pruneOldUsage(db: TDb, now = new Date()) {
  const today = usageDayOf(now);
  return db.transaction((tx) =>
    pruneUsage(tx, {
      viewsBefore: addUsageDays(today, -USAGE_LIMITS.retentionDays),
      presenceBefore: addUsageDays(today, -USAGE_LIMITS.presenceDays),
    }),
  );
}
