import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { rockMeetings, rocks } from '../../db/schema/index.ts';

/** A delegated rock as its parent lists it. */
export type TRockChild = {
  id: string;
  meetingId: string;
  type: (typeof rocks.$inferSelect)['type'];
  ownerPersonId: string | null;
  delegatedFromRockId: string;
};

/** What a rock answer needs besides its row: its meetings and the rocks delegated from it. */
export type TRockLinks = { meetingIds: Map<string, string[]>; children: Map<string, TRockChild[]> };

/** Delegation chains are never deeper than this (a guard against a loop). */
const CHAIN_DEPTH_MAX = 100;

/** The reads and writes of a rock's meetings (`rock_meetings`) and delegation links, scoped by organisation. */
export function createRockLinksRepository(db: TDb) {
  /** The live rocks delegated from any of `parentIds`. */
  async function childrenOf(orgId: string, parentIds: string[], tx: TDbOrTx = db): Promise<TRockChild[]> {
    if (parentIds.length === 0) return [];
    const rows = await tx
      .select({
        id: rocks.id,
        meetingId: rocks.meetingId,
        type: rocks.type,
        ownerPersonId: rocks.ownerPersonId,
        delegatedFromRockId: rocks.delegatedFromRockId,
      })
      .from(rocks)
      .where(
        and(eq(rocks.orgId, orgId), inArray(rocks.delegatedFromRockId, parentIds), isNull(rocks.deletedAt)),
      )
      .orderBy(asc(rocks.createdAt), asc(rocks.id));
    return rows.map((row) => ({ ...row, delegatedFromRockId: row.delegatedFromRockId as string }));
  }

  return {
    childrenOf,

    /** The meetings and delegated rocks of these rocks, for their answers (two queries for any number). */
    async linksOf(orgId: string, rockIds: string[], tx: TDbOrTx = db): Promise<TRockLinks> {
      const meetingIds = new Map<string, string[]>();
      const children = new Map<string, TRockChild[]>();
      if (rockIds.length === 0) return { meetingIds, children };
      const rows = await tx
        .select({ rockId: rockMeetings.rockId, meetingId: rockMeetings.meetingId })
        .from(rockMeetings)
        .where(and(eq(rockMeetings.orgId, orgId), inArray(rockMeetings.rockId, rockIds)))
        .orderBy(asc(rockMeetings.meetingId));
      for (const row of rows)
        meetingIds.set(row.rockId, [...(meetingIds.get(row.rockId) ?? []), row.meetingId]);
      for (const child of await childrenOf(orgId, rockIds, tx)) {
        children.set(child.delegatedFromRockId, [...(children.get(child.delegatedFromRockId) ?? []), child]);
      }
      return { meetingIds, children };
    },

    /** The meetings of one rock. */
    async meetingIdsOf(orgId: string, rockId: string, tx: TDbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ meetingId: rockMeetings.meetingId })
        .from(rockMeetings)
        .where(and(eq(rockMeetings.orgId, orgId), eq(rockMeetings.rockId, rockId)));
      return rows.map((row) => row.meetingId);
    },

    /** Makes `meetingIds` the rock's meetings: adds the missing ones, drops the others. */
    async setMeetings(orgId: string, rockId: string, meetingIds: string[], tx: TDbOrTx = db): Promise<void> {
      await tx
        .delete(rockMeetings)
        .where(
          and(
            eq(rockMeetings.orgId, orgId),
            eq(rockMeetings.rockId, rockId),
            notInArray(rockMeetings.meetingId, meetingIds),
          ),
        );
      await tx
        .insert(rockMeetings)
        .values(meetingIds.map((meetingId) => ({ rockId, meetingId, orgId })))
        .onConflictDoNothing();
    },

    /** The ids up the chain from `parentId` to the root, root first (deleted rocks end it). */
    async ancestorIds(orgId: string, parentId: string | null, tx: TDbOrTx = db): Promise<string[]> {
      const ids: string[] = [];
      let next = parentId;
      while (next && ids.length < CHAIN_DEPTH_MAX && !ids.includes(next)) {
        const [row] = await tx
          .select({ id: rocks.id, parent: rocks.delegatedFromRockId })
          .from(rocks)
          .where(and(eq(rocks.orgId, orgId), eq(rocks.id, next), isNull(rocks.deletedAt)));
        if (!row) break;
        ids.unshift(row.id);
        next = row.parent;
      }
      return ids;
    },

    /** Every live rock delegated below `rockId`, level by level (children before grandchildren). */
    async descendantIds(orgId: string, rockId: string, tx: TDbOrTx = db): Promise<string[]> {
      const ids: string[] = [];
      let level = [rockId];
      for (let depth = 0; depth < CHAIN_DEPTH_MAX && level.length > 0; depth++) {
        const children = (await childrenOf(orgId, level, tx)).map((child) => child.id);
        level = children.filter((id) => id !== rockId && !ids.includes(id));
        ids.push(...level);
      }
      return ids;
    },
  };
}

export type TRockLinksRepository = ReturnType<typeof createRockLinksRepository>;
