import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { vtoCollections, vtoLongTermIssues, vtoRevisions, vtoSections } from '../db/schema/index.ts';
import { createVtoRepository } from '../modules/vto/index.ts';
import { uniqueSuffix } from './factories.ts';

/** A V/TO folder of the organisation with one draft revision of `creatorId` (every section empty). */
export async function buildVto(db: TDb, orgId: string, creatorId: string) {
  const [collection] = await db
    .insert(vtoCollections)
    .values({ orgId, title: `Folder ${uniqueSuffix()}`, createdByPersonId: creatorId })
    .returning();
  if (!collection) throw new Error('insert vto folder');
  const revision = await createVtoRepository(db).insertRevision(
    { orgId, collectionId: collection.id, title: `V/TO ${uniqueSuffix()}`, createdByPersonId: creatorId },
    {},
    db,
  );
  const [issue] = await db
    .insert(vtoLongTermIssues)
    .values({ orgId, revisionId: revision.id, title: 'Long-term', ownerPersonId: creatorId })
    .returning();
  return { collection, revision, longTermIssueId: issue?.id ?? '' };
}

type TFixture = {
  create: (app: { db: TDb }, victim: { org: { id: string }; person: { id: string } }) => Promise<string>;
  read: (app: { db: TDb }, id: string) => Promise<unknown>;
};

/**
 * Rows of organisation A for the isolation walk (test/isolation.test.ts) of the V/TO routes:
 * `collection/:collectionId` makes a folder with a draft, `revision/:revisionId` and the entry
 * params that follow take that draft and its long-term issue (other entries: an unknown id,
 * the draft's sections are compared instead).
 */
export function vtoRowFixtures(): Record<string, TFixture> {
  let last = { revisionId: '', longTermIssueId: '' };
  const revisionState = async (app: { db: TDb }) => ({
    revision: (await app.db.select().from(vtoRevisions).where(eq(vtoRevisions.id, last.revisionId)))[0],
    sections: await app.db
      .select()
      .from(vtoSections)
      .where(eq(vtoSections.revisionId, last.revisionId))
      .orderBy(vtoSections.kind),
    issues: await app.db
      .select()
      .from(vtoLongTermIssues)
      .where(eq(vtoLongTermIssues.revisionId, last.revisionId)),
  });
  const entry: TFixture = { create: async () => randomUUID(), read: (app) => revisionState(app) };
  return {
    collection: {
      create: async (app, victim) => {
        const made = await buildVto(app.db, victim.org.id, victim.person.id);
        last = { revisionId: made.revision.id, longTermIssueId: made.longTermIssueId };
        return made.collection.id;
      },
      read: async (app, id) =>
        (await app.db.select().from(vtoCollections).where(eq(vtoCollections.id, id)))[0],
    },
    revision: { create: async () => last.revisionId, read: (app) => revisionState(app) },
    'core-value': entry,
    unique: entry,
    measurable: entry,
    goal: entry,
    'long-term-issue': { create: async () => last.longTermIssueId, read: (app) => revisionState(app) },
  };
}
