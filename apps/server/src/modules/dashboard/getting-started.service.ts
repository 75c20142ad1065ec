import { GETTING_STARTED_STEPS, type TGettingStarted } from '@cairn/domain/dashboard/getting-started';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import {
  measurables,
  meetingOccurrences,
  meetings,
  people,
  rocks,
  vtoRevisions,
} from '../../db/schema/index.ts';
import type { TItemActor } from '../traction-items/index.ts';

/**
 * Which first steps the organisation has done, in one query of EXISTS checks on its own indexed
 * rows: a second person (added or invited), a meeting, a measurable, a rock, a published V/TO
 * revision, and a meeting that has ended.
 */
async function stepsDone(db: TDbOrTx, orgId: string) {
  const [row] = await db
    .select({
      invite: sql<boolean>`(select count(*) from ${people} where ${people.orgId} = ${orgId}) > 1`,
      meeting: sql<boolean>`exists (select 1 from ${meetings} where ${meetings.orgId} = ${orgId} and ${meetings.archivedAt} is null)`,
      measurables: sql<boolean>`exists (select 1 from ${measurables} where ${measurables.orgId} = ${orgId} and ${measurables.deletedAt} is null)`,
      rocks: sql<boolean>`exists (select 1 from ${rocks} where ${rocks.orgId} = ${orgId} and ${rocks.deletedAt} is null)`,
      vto: sql<boolean>`exists (select 1 from ${vtoRevisions} where ${vtoRevisions.orgId} = ${orgId} and ${vtoRevisions.isPublished} and ${vtoRevisions.deletedAt} is null)`,
      firstMeeting: sql<boolean>`exists (select 1 from ${meetingOccurrences} where ${meetingOccurrences.orgId} = ${orgId} and ${meetingOccurrences.endedAt} is not null)`,
    })
    .from(sql`(select 1) as one`);
  return GETTING_STARTED_STEPS.map((step) => ({ step, isDone: Boolean(row?.[step]) }));
}

/** When the person dismissed the steps (null while they show). */
async function dismissedAt(db: TDbOrTx, actor: TItemActor) {
  const [row] = await db
    .select({ at: people.gettingStartedDismissedAt })
    .from(people)
    .where(and(eq(people.orgId, actor.orgId), eq(people.id, actor.person.id)));
  return row?.at ?? null;
}

/**
 * A new organisation's first steps on the leaders' dashboard (issue 35 point 11): read from the
 * organisation's data each time, so they tick themselves; dismissed per person.
 */
export function createGettingStartedService(deps: TChangeDeps) {
  const read = async (db: TDbOrTx, actor: TItemActor): Promise<TGettingStarted> => ({
    steps: await stepsDone(db, actor.orgId),
    isDismissed: (await dismissedAt(db, actor)) !== null,
  });
  return {
    /** `GET dashboard/getting-started`. */
    get: (actor: TItemActor) => read(deps.db, actor),

    /** `PUT dashboard/getting-started`: put away for the caller, or back. */
    setDismissed(actor: TItemActor, isDismissed: boolean) {
      return runChange(deps, actor, async (tx, record) => {
        await tx
          .update(people)
          .set({ gettingStartedDismissedAt: isDismissed ? new Date() : null })
          .where(and(eq(people.orgId, actor.orgId), eq(people.id, actor.person.id)));
        // The person's own dashboard setting: recorded as their dashboard, so no session context goes stale.
        await record({
          entityType: 'dashboard',
          entityId: actor.person.id,
          action: 'updated',
          data: { gettingStartedDismissed: isDismissed },
        });
        return read(tx, actor);
      });
    },
  };
}
