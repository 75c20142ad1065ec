import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { type acRevisions, acSeats, people } from '../../db/schema/index.ts';

export type TAcRevisionRow = typeof acRevisions.$inferSelect;
export type TAcSeatRow = typeof acSeats.$inferSelect;

/**
 * Drizzle queries of the chart's own rows (seats, and the people on them); every one takes the
 * organisation (the tenant). Its folders and revisions are the document kernel's (modules/documents).
 */
export function createAcRepository(db: TDb) {
  return {
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
