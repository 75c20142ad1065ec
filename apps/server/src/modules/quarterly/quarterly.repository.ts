import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import {
  people,
  quarterlySessions,
  rockMeetings,
  rocks,
  vtoCollections,
  vtoRevisions,
} from '../../db/schema/index.ts';
import { findItemMeeting, type TItemMeeting } from '../traction-items/index.ts';

export type TSessionRow = typeof quarterlySessions.$inferSelect;
/** A meeting as the session's access rules need it. */
/** The meeting a session runs for: the items' own view of a meeting (active, invitees). */
export type TSessionMeeting = TItemMeeting;

/** A person's name as lists show it. */
const personNameSql = sql<string>`trim(${people.firstName} || ' ' || ${people.lastName})`;

/**
 * The queries of the quarterly session, each scoped by `orgId` and run on the handle given (the
 * change's `tx` inside a change: the embedded engine has one connection).
 */
export const quarterlyRepository = {
  findMeeting: (db: TDbOrTx, orgId: string, meetingId: string): Promise<TSessionMeeting | undefined> =>
    findItemMeeting(db, orgId, meetingId),

  async openSession(db: TDbOrTx, orgId: string, meetingId: string): Promise<TSessionRow | undefined> {
    const [row] = await db
      .select()
      .from(quarterlySessions)
      .where(
        and(
          eq(quarterlySessions.orgId, orgId),
          eq(quarterlySessions.meetingId, meetingId),
          isNull(quarterlySessions.endedAt),
        ),
      );
    return row;
  },

  /** One session of the organisation, locked for the change that reads it. */
  async lockSession(db: TDbOrTx, orgId: string, id: string): Promise<TSessionRow | undefined> {
    const [row] = await db
      .select()
      .from(quarterlySessions)
      .where(and(eq(quarterlySessions.orgId, orgId), eq(quarterlySessions.id, id)))
      .for('update');
    return row;
  },

  async recentEnded(db: TDbOrTx, orgId: string, meetingId: string, limit: number): Promise<TSessionRow[]> {
    return db
      .select()
      .from(quarterlySessions)
      .where(
        and(
          eq(quarterlySessions.orgId, orgId),
          eq(quarterlySessions.meetingId, meetingId),
          isNotNull(quarterlySessions.endedAt),
        ),
      )
      .orderBy(desc(quarterlySessions.endedAt))
      .limit(limit);
  },

  /** Names of people of the organisation by id (those that are not its people are absent). */
  async peopleNames(db: TDbOrTx, orgId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: people.id, name: personNameSql })
      .from(people)
      .where(and(eq(people.orgId, orgId), inArray(people.id, ids)));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  /** The meeting's rocks (by `rock_meetings`) due in a span, not deleted, that `visible` admits; by due date and title. */
  async quarterRocks(
    db: TDbOrTx,
    orgId: string,
    meetingId: string,
    span: { from: string; to: string },
    visible: SQL,
  ) {
    return db
      .select({
        id: rocks.id,
        title: rocks.title,
        status: rocks.status,
        version: rocks.version,
        type: rocks.type,
        ownerPersonId: rocks.ownerPersonId,
        contentHtml: rocks.contentHtml,
      })
      .from(rocks)
      .where(
        and(
          eq(rocks.orgId, orgId),
          isNull(rocks.deletedAt),
          gte(rocks.dueDate, span.from),
          lte(rocks.dueDate, span.to),
          sql`exists (select 1 from ${rockMeetings} where ${rockMeetings.rockId} = ${rocks.id} and ${rockMeetings.meetingId} = ${meetingId})`,
          visible,
        ),
      )
      .orderBy(asc(rocks.dueDate), asc(rocks.title), asc(rocks.id));
  },

  /** The company's published V/TO: the newest in the company folder, else the newest anywhere. */
  async publishedVto(db: TDbOrTx, orgId: string) {
    const [row] = await db
      .select({ collectionId: vtoRevisions.collectionId, revisionId: vtoRevisions.id })
      .from(vtoRevisions)
      .innerJoin(vtoCollections, eq(vtoCollections.id, vtoRevisions.collectionId))
      .where(
        and(
          eq(vtoRevisions.orgId, orgId),
          eq(vtoRevisions.isPublished, true),
          isNull(vtoRevisions.deletedAt),
        ),
      )
      .orderBy(desc(vtoCollections.isCompanyFolder), desc(vtoRevisions.updatedAt))
      .limit(1);
    return row;
  },
};
