import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { acCollections, acRevisions, acSeats, people } from '../../db/schema/index.ts';

export type TAcCollectionRow = typeof acCollections.$inferSelect;
export type TAcRevisionRow = typeof acRevisions.$inferSelect;
export type TAcSeatRow = typeof acSeats.$inferSelect;

/** Drizzle queries of the chart; every one takes the organisation (the tenant). */
export function createAcRepository(db: TDb) {
  return {
    async collections(orgId: string, tx: TDbOrTx = db) {
      return tx
        .select()
        .from(acCollections)
        .where(eq(acCollections.orgId, orgId))
        .orderBy(asc(acCollections.createdAt));
    },

    async collection(orgId: string, id: string, tx: TDbOrTx = db) {
      const [row] = await tx
        .select()
        .from(acCollections)
        .where(and(eq(acCollections.orgId, orgId), eq(acCollections.id, id)));
      return row;
    },

    /** The live revisions of these folders, oldest first. */
    async revisionsOf(orgId: string, collectionIds: string[], tx: TDbOrTx = db) {
      if (collectionIds.length === 0) return [];
      return tx
        .select()
        .from(acRevisions)
        .where(
          and(
            eq(acRevisions.orgId, orgId),
            inArray(acRevisions.collectionId, collectionIds),
            isNull(acRevisions.deletedAt),
          ),
        )
        .orderBy(asc(acRevisions.createdAt));
    },

    /** A revision of the folder (deleted ones too: the caller says "removed"). */
    async revision(orgId: string, collectionId: string, id: string, tx: TDbOrTx = db) {
      const [row] = await tx
        .select()
        .from(acRevisions)
        .where(
          and(
            eq(acRevisions.orgId, orgId),
            eq(acRevisions.collectionId, collectionId),
            eq(acRevisions.id, id),
          ),
        );
      return row;
    },

    async seats(orgId: string, revisionId: string, tx: TDbOrTx = db) {
      return tx
        .select()
        .from(acSeats)
        .where(and(eq(acSeats.orgId, orgId), eq(acSeats.revisionId, revisionId)))
        .orderBy(asc(acSeats.key));
    },

    /** People of the organisation by id (names and avatars of holders; roles of granted people). */
    async people(orgId: string, ids: string[], tx: TDbOrTx = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: people.id,
          firstName: people.firstName,
          lastName: people.lastName,
          avatarUrl: people.avatarUrl,
          role: people.role,
        })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, ids)));
    },
  };
}

export type TAcRepository = ReturnType<typeof createAcRepository>;
