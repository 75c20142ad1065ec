import { type TWeekStart, weekStartsOnOf } from '@cairn/domain/common/clock';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { measurableGoals, measurables, measuredValues } from '../../db/schema/index.ts';
import { FIRST_GOAL_FROM } from './scorecards.repository.ts';

/**
 * When an organisation's week starts on another day, its weekly values and goals move to the
 * week that now holds most of their days: Monday-weeks become the Sunday-weeks a day earlier,
 * and back. Every row moves by the same day count, so no two ever land on one period.
 */
export async function moveWeeklyPeriods(tx: TDbOrTx, orgId: string, from: TWeekStart, to: TWeekStart) {
  const days = weekStartsOnOf(to) - weekStartsOnOf(from);
  if (days === 0) return;
  const weekly = tx
    .select({ id: measurables.id })
    .from(measurables)
    .where(and(eq(measurables.orgId, orgId), eq(measurables.interval, 'Weekly')));
  await tx
    .update(measuredValues)
    .set({ intervalId: sql`${measuredValues.intervalId} + ${days}::int` })
    .where(and(eq(measuredValues.orgId, orgId), inArray(measuredValues.measurableId, weekly)));
  await tx
    .update(measurableGoals)
    .set({ fromPeriod: sql`${measurableGoals.fromPeriod} + ${days}::int` })
    .where(
      and(
        eq(measurableGoals.orgId, orgId),
        inArray(measurableGoals.measurableId, weekly),
        // The first goal's "since always" date stays as it is.
        gt(measurableGoals.fromPeriod, FIRST_GOAL_FROM),
      ),
    );
}
