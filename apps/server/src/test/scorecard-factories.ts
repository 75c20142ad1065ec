import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import {
  measurableGoals,
  measurableMeetings,
  measurables,
  measuredValues,
  meetings,
} from '../db/schema/index.ts';
import { uniqueSuffix } from './factories.ts';

/** The scorecard id of a meeting. */
export async function scorecardIdOf(db: TDb, meetingId: string): Promise<string> {
  const [row] = await db
    .select({ id: meetings.scorecardId })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return row.id;
}

/**
 * A weekly measurable on a meeting's scorecard (goal >= 10 for every period), owned by
 * `ownerPersonId`, with one value in the week of 2026-11-23.
 */
export async function buildMeasurable(
  db: TDb,
  orgId: string,
  fields: { meetingId: string; ownerPersonId: string },
) {
  const [row] = await db
    .insert(measurables)
    .values({
      orgId,
      meetingId: fields.meetingId,
      title: `Measurable ${uniqueSuffix()}`,
      ownerPersonId: fields.ownerPersonId,
      comparison: 'GreaterOrEqual',
      unitOfMeasure: 'Number',
      valueScale: 'One',
      decimalPlaces: 0,
      interval: 'Weekly',
    })
    .returning();
  await db.insert(measurableGoals).values({
    measurableId: row.id,
    orgId,
    fromPeriod: '0001-01-01',
    goalValue: 10,
    comparison: 'GreaterOrEqual',
  });
  await db.insert(measurableMeetings).values({ measurableId: row.id, meetingId: fields.meetingId, orgId });
  await db
    .insert(measuredValues)
    .values({ measurableId: row.id, orgId, intervalId: '2026-11-23', value: 12 });
  return row;
}

/** A measurable with everything stored about it, to compare before and after a call. */
export async function readMeasurableState(db: TDb, id: string) {
  return {
    measurable: (await db.select().from(measurables).where(eq(measurables.id, id)))[0],
    goals: await db.select().from(measurableGoals).where(eq(measurableGoals.measurableId, id)),
    meetings: await db.select().from(measurableMeetings).where(eq(measurableMeetings.measurableId, id)),
    values: await db.select().from(measuredValues).where(eq(measuredValues.measurableId, id)),
  };
}
