import type { TLiveMeetingStatus } from '@cairn/domain/live-meeting/live-meeting.constants';
import { and, asc, eq, exists, ilike, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import {
  liveMeetings,
  meetingFavorites,
  meetingInvitees,
  meetings,
  orgs,
  people,
} from '../../db/schema/index.ts';

export type TMeetingRow = typeof meetings.$inferSelect;
export type TNewMeeting = Omit<
  typeof meetings.$inferInsert,
  'id' | 'orgId' | 'createdAt' | 'updatedAt' | 'version'
>;
/** The fields a change may set; every change also bumps `version` and `updatedAt`. */
export type TMeetingChange = Partial<
  Pick<
    TMeetingRow,
    | 'title'
    | 'ownerPersonId'
    | 'colorTag'
    | 'scheduleWeekday'
    | 'scheduleTime'
    | 'scheduleTimeZone'
    | 'agenda'
    | 'isLeadershipTeam'
    | 'archivedAt'
  >
>;
/** A meeting row with what its answer needs: who is invited, and whether the reader marked it. */
export type TMeetingRecord = {
  row: TMeetingRow;
  inviteeIds: string[];
  isFavorite: boolean;
  /** The status of its open live meeting, or null when none is open. */
  liveStatus: TLiveMeetingStatus | null;
};

/** What narrows a meeting list; `scope` is the caller's (the meetings policy). */
export type TMeetingListFilter = {
  scope: SQL;
  ids?: string[];
  text?: string;
  personIds?: string[];
  /** Only meetings this person is invited to (besides `personIds`). */
  inviteeId?: string;
  excludedIds?: string[];
  /** Only the favourites (true) or only the others (false) of this person. */
  favoriteOf?: { personId: string; isFavorite: boolean };
  includeArchived: boolean;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const invitedSql = (personIds: string[]) =>
  exists(
    sql`(select 1 from ${meetingInvitees} where ${meetingInvitees.meetingId} = ${meetings.id} and ${inArray(meetingInvitees.personId, personIds)})`,
  );

/** Drizzle queries on meetings, their invitees and favourites; every one is scoped by the organisation id. */
export function createMeetingsRepository(db: TDb) {
  return {
    /** Adds a meeting. */
    async insert(orgId: string, values: TNewMeeting, tx: TDbOrTx = db): Promise<TMeetingRow> {
      const [row] = await tx
        .insert(meetings)
        .values({ ...values, orgId })
        .returning();
      return row;
    },

    /** One meeting of the organisation (archived too), or undefined; `lock` holds it until commit. */
    async find(orgId: string, id: string, tx: TDbOrTx = db, lock = false): Promise<TMeetingRow | undefined> {
      const query = tx
        .select()
        .from(meetings)
        .where(and(eq(meetings.orgId, orgId), eq(meetings.id, id)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The organisation's meetings matching the filter, by title. */
    async list(orgId: string, filter: TMeetingListFilter, tx: TDbOrTx = db): Promise<TMeetingRow[]> {
      if ((filter.ids && filter.ids.length === 0) || (filter.personIds && filter.personIds.length === 0))
        return [];
      const conditions: (SQL | undefined)[] = [eq(meetings.orgId, orgId)];
      if (!filter.includeArchived) conditions.push(isNull(meetings.archivedAt));
      if (filter.ids) conditions.push(inArray(meetings.id, filter.ids));
      conditions.push(filter.scope);
      if (filter.personIds) conditions.push(invitedSql(filter.personIds));
      if (filter.inviteeId) conditions.push(invitedSql([filter.inviteeId]));
      if (filter.excludedIds?.length) conditions.push(notInArray(meetings.id, filter.excludedIds));
      if (filter.text) conditions.push(ilike(meetings.title, `%${escapeLike(filter.text)}%`));
      if (filter.favoriteOf) {
        const marked = exists(
          sql`(select 1 from ${meetingFavorites} where ${meetingFavorites.meetingId} = ${meetings.id} and ${meetingFavorites.personId} = ${filter.favoriteOf.personId})`,
        );
        conditions.push(filter.favoriteOf.isFavorite ? marked : sql`not ${marked}`);
      }
      return tx
        .select()
        .from(meetings)
        .where(and(...conditions))
        .orderBy(asc(sql`lower(${meetings.title})`), asc(meetings.createdAt));
    },

    /** Adds invitees, favourites (as seen by `readerPersonId`) and the open live meeting's status to rows. */
    async hydrate(rows: TMeetingRow[], readerPersonId: string, tx: TDbOrTx = db): Promise<TMeetingRecord[]> {
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const [invitees, favorites, live] = await Promise.all([
        tx
          .select({ meetingId: meetingInvitees.meetingId, personId: meetingInvitees.personId })
          .from(meetingInvitees)
          .innerJoin(people, eq(people.id, meetingInvitees.personId))
          .where(inArray(meetingInvitees.meetingId, ids))
          .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id)),
        tx
          .select({ meetingId: meetingFavorites.meetingId })
          .from(meetingFavorites)
          .where(
            and(inArray(meetingFavorites.meetingId, ids), eq(meetingFavorites.personId, readerPersonId)),
          ),
        tx
          .select({ meetingId: liveMeetings.meetingId, status: liveMeetings.status })
          .from(liveMeetings)
          .where(and(eq(liveMeetings.orgId, rows[0].orgId), inArray(liveMeetings.meetingId, ids))),
      ]);
      const byMeeting = new Map<string, string[]>();
      for (const { meetingId, personId } of invitees) {
        byMeeting.set(meetingId, [...(byMeeting.get(meetingId) ?? []), personId]);
      }
      const favored = new Set(favorites.map((f) => f.meetingId));
      const liveStatus = new Map(live.map((l) => [l.meetingId, l.status]));
      return rows.map((row) => ({
        row,
        inviteeIds: byMeeting.get(row.id) ?? [],
        isFavorite: favored.has(row.id),
        liveStatus: liveStatus.get(row.id) ?? null,
      }));
    },

    /** The person ids of one meeting. */
    async inviteeIdsOf(meetingId: string, tx: TDbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ personId: meetingInvitees.personId })
        .from(meetingInvitees)
        .where(eq(meetingInvitees.meetingId, meetingId));
      return rows.map((r) => r.personId);
    },

    /** Makes the invitees exactly `personIds` (removes the others, adds the new ones). */
    async setInvitees(
      orgId: string,
      meetingId: string,
      personIds: string[],
      tx: TDbOrTx = db,
    ): Promise<void> {
      await tx
        .delete(meetingInvitees)
        .where(
          and(
            eq(meetingInvitees.meetingId, meetingId),
            personIds.length ? notInArray(meetingInvitees.personId, personIds) : undefined,
          ),
        );
      if (personIds.length === 0) return;
      await tx
        .insert(meetingInvitees)
        .values(personIds.map((personId) => ({ meetingId, personId, orgId })))
        .onConflictDoNothing();
    },

    /**
     * Applies a change when `version` (if given) is current, bumping the version; undefined
     * when the version is stale.
     */
    async update(
      orgId: string,
      id: string,
      version: number | undefined,
      change: TMeetingChange,
      tx: TDbOrTx = db,
    ): Promise<TMeetingRow | undefined> {
      const [row] = await tx
        .update(meetings)
        .set({ ...change, version: sql`${meetings.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(meetings.orgId, orgId),
            eq(meetings.id, id),
            version === undefined ? undefined : eq(meetings.version, version),
          ),
        )
        .returning();
      return row;
    },

    /** Marks or unmarks the meeting as the person's favourite; true when that changed anything. */
    async setFavorite(
      orgId: string,
      meetingId: string,
      personId: string,
      isFavorite: boolean,
      tx: TDbOrTx = db,
    ): Promise<boolean> {
      const changed = isFavorite
        ? await tx
            .insert(meetingFavorites)
            .values({ meetingId, personId, orgId })
            .onConflictDoNothing()
            .returning({ meetingId: meetingFavorites.meetingId })
        : await tx
            .delete(meetingFavorites)
            .where(
              and(
                eq(meetingFavorites.orgId, orgId),
                eq(meetingFavorites.meetingId, meetingId),
                eq(meetingFavorites.personId, personId),
              ),
            )
            .returning({ meetingId: meetingFavorites.meetingId });
      return changed.length > 0;
    },

    /** True when another active meeting of the organisation has this title (ignoring case). */
    async isTitleTaken(
      orgId: string,
      title: string,
      exceptId: string | null,
      tx: TDbOrTx = db,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: meetings.id })
        .from(meetings)
        .where(
          and(
            eq(meetings.orgId, orgId),
            isNull(meetings.archivedAt),
            sql`lower(${meetings.title}) = lower(${title})`,
            exceptId ? sql`${meetings.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Serialises organisation-wide meeting changes (the leadership team mark) until commit,
     * so two concurrent marks both succeed one after the other instead of one failing.
     */
    async lockOrg(orgId: string, tx: TDbOrTx): Promise<void> {
      await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId)).for('no key update');
    },

    /** The organisation's active leadership team meeting, or undefined. */
    async findLeadershipTeam(orgId: string, tx: TDbOrTx = db): Promise<TMeetingRow | undefined> {
      const [row] = await tx
        .select()
        .from(meetings)
        .where(
          and(eq(meetings.orgId, orgId), eq(meetings.isLeadershipTeam, true), isNull(meetings.archivedAt)),
        )
        .limit(1);
      return row;
    },

    /** Which of these person ids are people of the organisation. */
    async existingPeople(orgId: string, personIds: string[], tx: TDbOrTx = db): Promise<Set<string>> {
      if (personIds.length === 0) return new Set();
      const rows = await tx
        .select({ id: people.id })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, personIds)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type TMeetingsRepository = ReturnType<typeof createMeetingsRepository>;
