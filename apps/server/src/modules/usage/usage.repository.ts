import type { TUsageArea } from '@cairn/domain/usage/usage.constants';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { usageActiveDays, usagePageViews, users } from '../../db/schema/index.ts';

/** Raises the day's counter of each area in one statement (a row per day and area, never per view). */
export async function addPageViews(
  tx: TDbOrTx,
  day: string,
  views: readonly { area: TUsageArea; count: number }[],
): Promise<void> {
  if (views.length === 0) return;
  await tx
    .insert(usagePageViews)
    .values(views.map(({ area, count }) => ({ day, area, views: count })))
    .onConflictDoUpdate({
      target: [usagePageViews.day, usagePageViews.area],
      set: { views: sql`${usagePageViews.views} + excluded.views` },
    });
}

/** Marks the user as active on the day (once, however many batches). */
export async function markActive(tx: TDbOrTx, day: string, userId: string): Promise<void> {
  await tx.insert(usageActiveDays).values({ day, userId }).onConflictDoNothing();
}

export async function isOptedOut(tx: TDbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ isOptedOut: users.isUsageOptedOut })
    .from(users)
    .where(eq(users.id, userId));
  return row?.isOptedOut ?? false;
}

/** Sets the opt-out; opting out also forgets the days the user was counted as active. */
export async function setOptedOut(tx: TDbOrTx, userId: string, isOptedOut: boolean): Promise<void> {
  await tx.update(users).set({ isUsageOptedOut: isOptedOut }).where(eq(users.id, userId));
  if (isOptedOut) await tx.delete(usageActiveDays).where(eq(usageActiveDays.userId, userId));
}

/** Views per area from `since` (a day) on, most viewed first. */
export async function readViewsByArea(db: TDbOrTx, since: string) {
  const views = sql<number>`sum(${usagePageViews.views})::int`;
  return db
    .select({ area: usagePageViews.area, views })
    .from(usagePageViews)
    .where(gte(usagePageViews.day, since))
    .groupBy(usagePageViews.area)
    .orderBy(desc(views), usagePageViews.area);
}

/** Distinct active people per day from `since` on (days without anyone are absent). */
export async function readActiveByDay(db: TDbOrTx, since: string) {
  return db
    .select({ day: usageActiveDays.day, people: sql<number>`count(*)::int` })
    .from(usageActiveDays)
    .where(gte(usageActiveDays.day, since))
    .groupBy(usageActiveDays.day);
}

/** Distinct active people per ISO week (Monday) from `since` (a Monday) on. */
export async function readActiveByWeek(db: TDbOrTx, since: string) {
  const weekStart = sql<string>`to_char(date_trunc('week', ${usageActiveDays.day}), 'YYYY-MM-DD')`;
  return db
    .select({ weekStart, people: sql<number>`count(distinct ${usageActiveDays.userId})::int` })
    .from(usageActiveDays)
    .where(gte(usageActiveDays.day, since))
    .groupBy(weekStart);
}

/** Deletes counters before `viewsBefore` and presence rows before `presenceBefore`. */
export async function pruneUsage(tx: TDbOrTx, cutoffs: { viewsBefore: string; presenceBefore: string }) {
  const views = await tx
    .delete(usagePageViews)
    .where(lt(usagePageViews.day, cutoffs.viewsBefore))
    .returning({ day: usagePageViews.day });
  const presence = await tx
    .delete(usageActiveDays)
    .where(and(lt(usageActiveDays.day, cutoffs.presenceBefore)))
    .returning({ day: usageActiveDays.day });
  return { views: views.length, presence: presence.length };
}
