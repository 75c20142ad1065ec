import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { acCollections, acRevisions, acSeats } from '../db/schema/index.ts';
import { uniqueSuffix } from './factories.ts';

/** A chart folder of the organisation with one draft by `creatorId`: a top seat and one seat below it. */
export async function buildAcChart(db: TDb, orgId: string, creatorId: string) {
  const [collection] = await db
    .insert(acCollections)
    .values({ orgId, title: `Chart folder ${uniqueSuffix()}`, createdByPersonId: creatorId })
    .returning();
  const [revision] = await db
    .insert(acRevisions)
    .values({
      orgId,
      collectionId: collection.id,
      title: `Chart ${uniqueSuffix()}`,
      visibility: { lt: 'edit', org: 'view', individuals: [] },
      createdByPersonId: creatorId,
      nextSeatKey: 3,
    })
    .returning();
  const [root] = await db
    .insert(acSeats)
    .values({ orgId, revisionId: revision.id, key: 1, title: 'Visionary', isRoot: true, roles: [] })
    .returning();
  const [seat] = await db
    .insert(acSeats)
    .values({
      orgId,
      revisionId: revision.id,
      key: 2,
      title: 'Integrator',
      parentId: root.id,
      roles: ['Lead'],
    })
    .returning();
  return { collection, revision, root, seat };
}

type TFixture = {
  create: (app: { db: TDb }, victim: { org: { id: string }; person: { id: string } }) => Promise<string>;
  read: (app: { db: TDb }, id: string) => Promise<unknown>;
};

/**
 * Rows of organisation A for the isolation walk of the chart routes (keys `ac/{segment}`):
 * `collection/:collectionId` makes a folder with a draft, and the revision and seat params that
 * follow take that draft and its seat below the top; the whole chart is compared before and after.
 */
export function acRowFixtures(): Record<string, TFixture> {
  let last = { revisionId: '', seatId: '' };
  const chartState = async (app: { db: TDb }) => ({
    revision: (await app.db.select().from(acRevisions).where(eq(acRevisions.id, last.revisionId)))[0],
    seats: await app.db
      .select()
      .from(acSeats)
      .where(eq(acSeats.revisionId, last.revisionId))
      .orderBy(acSeats.key),
  });
  const seat: TFixture = { create: async () => last.seatId, read: (app) => chartState(app) };
  return {
    'ac/collection': {
      create: async (app, victim) => {
        const made = await buildAcChart(app.db, victim.org.id, victim.person.id);
        last = { revisionId: made.revision.id, seatId: made.seat.id };
        return made.collection.id;
      },
      read: async (app, id) => ({
        folder: (await app.db.select().from(acCollections).where(eq(acCollections.id, id)))[0],
        ...(await chartState(app)),
      }),
    },
    'ac/revision': { create: async () => last.revisionId, read: (app) => chartState(app) },
    'ac/edit-seat': seat,
    'ac/seat': seat,
    'ac/remove-seat': seat,
  };
}
