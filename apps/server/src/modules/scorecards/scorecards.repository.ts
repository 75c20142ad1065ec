import type { TLinkedItem } from '@cairn/domain/scorecards/scorecards.schemas';
import { and, asc, between, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import {
  measurableGoals,
  measurableMeetings,
  measurables,
  measuredValues,
  meetingInvitees,
  meetings,
  people,
} from '../../db/schema/index.ts';
import { linkedItemsOf } from './measurable-links.ts';

export type TMeasurableRow = typeof measurables.$inferSelect;
export type TGoalRow = typeof measurableGoals.$inferSelect;
export type TValueRow = typeof measuredValues.$inferSelect;
/** A measurable's first goal applies "since always": from this date. */
export const FIRST_GOAL_FROM = '0001-01-01';
/** The columns of a stored value an answer shows (the grid reads only these: a year is 780 rows). */
export type TValueCell = Pick<TValueRow, 'measurableId' | 'intervalId' | 'value' | 'note' | 'version'>;

/** A scorecard as the rules need it: its meeting, whether that is archived, and who is invited. */
export type TScorecardRecord = {
  scorecardId: string;
  meetingId: string;
  title: string;
  isArchived: boolean;
  inviteeIds: string[];
};

/** A measurable with what its answer needs besides the row. */
export type TMeasurableRecord = {
  row: TMeasurableRow;
  /** The scorecard of its home meeting. */
  scorecardId: string;
  meetingIds: string[];
  goals: TGoalRow[];
  /** The live rock or to-do it tracks (001 §3 `linkedItemId`), or null. */
  linkedItem: TLinkedItem | null;
};

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** Scorecard reads and writes; every function is scoped by the organisation id. */
export function createScorecardsRepository(db: TDb) {
  async function invitees(orgId: string, meetingIds: string[], tx: TDbOrTx) {
    if (meetingIds.length === 0) return new Map<string, string[]>();
    const rows = await tx
      .select({ meetingId: meetingInvitees.meetingId, personId: meetingInvitees.personId })
      .from(meetingInvitees)
      .where(and(eq(meetingInvitees.orgId, orgId), inArray(meetingInvitees.meetingId, meetingIds)));
    const grouped = groupBy(rows, (row) => row.meetingId);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.personId)]));
  }

  async function scorecardsWhere(orgId: string, condition: ReturnType<typeof eq>, tx: TDbOrTx) {
    const rows = await tx
      .select({
        scorecardId: meetings.scorecardId,
        meetingId: meetings.id,
        title: meetings.title,
        archivedAt: meetings.archivedAt,
      })
      .from(meetings)
      .where(and(eq(meetings.orgId, orgId), condition));
    const invited = await invitees(
      orgId,
      rows.map((row) => row.meetingId),
      tx,
    );
    return rows.map(
      (row): TScorecardRecord => ({
        scorecardId: row.scorecardId,
        meetingId: row.meetingId,
        title: row.title,
        isArchived: row.archivedAt !== null,
        inviteeIds: invited.get(row.meetingId) ?? [],
      }),
    );
  }

  /** Completes measurable rows with their meetings, goals and home scorecard. */
  async function records(orgId: string, rows: TMeasurableRow[], tx: TDbOrTx): Promise<TMeasurableRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [links, goals, homes, linked] = await Promise.all([
      tx
        .select({ measurableId: measurableMeetings.measurableId, meetingId: measurableMeetings.meetingId })
        .from(measurableMeetings)
        .where(and(eq(measurableMeetings.orgId, orgId), inArray(measurableMeetings.measurableId, ids))),
      tx
        .select()
        .from(measurableGoals)
        .where(and(eq(measurableGoals.orgId, orgId), inArray(measurableGoals.measurableId, ids)))
        .orderBy(asc(measurableGoals.fromPeriod)),
      tx
        .select({ id: meetings.id, scorecardId: meetings.scorecardId })
        .from(meetings)
        .where(
          and(
            eq(meetings.orgId, orgId),
            inArray(
              meetings.id,
              rows.map((row) => row.meetingId),
            ),
          ),
        ),
      linkedItemsOf(orgId, rows, tx),
    ]);
    const linksOf = groupBy(links, (link) => link.measurableId);
    const goalsOf = groupBy(goals, (goal) => goal.measurableId);
    const scorecardOf = new Map(homes.map((home) => [home.id, home.scorecardId]));
    return rows.map((row) => ({
      row,
      scorecardId: scorecardOf.get(row.meetingId) ?? row.meetingId,
      meetingIds: (linksOf.get(row.id) ?? []).map((link) => link.meetingId),
      goals: goalsOf.get(row.id) ?? [],
      linkedItem: linked.get(row.id) ?? null,
    }));
  }

  return {
    /** The scorecard with this id in the organisation, or undefined. */
    async findScorecard(orgId: string, scorecardId: string, tx: TDbOrTx = db) {
      const [found] = await scorecardsWhere(orgId, eq(meetings.scorecardId, scorecardId), tx);
      return found;
    },

    /** The scorecards of these meetings of the organisation (active and archived). */
    async scorecardsOfMeetings(orgId: string, meetingIds: string[], tx: TDbOrTx = db) {
      if (meetingIds.length === 0) return [];
      return scorecardsWhere(orgId, inArray(meetings.id, meetingIds) as ReturnType<typeof eq>, tx);
    },

    /** How many measurables (not deleted) each of these meetings' scorecards shows. */
    async measurableCounts(orgId: string, meetingIds: string[], tx: TDbOrTx = db) {
      if (meetingIds.length === 0) return new Map<string, number>();
      const rows = await tx
        .select({ meetingId: measurableMeetings.meetingId, count: sql<number>`count(*)::int` })
        .from(measurableMeetings)
        .innerJoin(measurables, eq(measurables.id, measurableMeetings.measurableId))
        .where(
          and(
            eq(measurableMeetings.orgId, orgId),
            inArray(measurableMeetings.meetingId, meetingIds),
            isNull(measurables.deletedAt),
          ),
        )
        .groupBy(measurableMeetings.meetingId);
      return new Map(rows.map((row) => [row.meetingId, Number(row.count)]));
    },

    /** The measurables shown on a meeting's scorecard, in their order there. */
    async measurablesOfMeeting(orgId: string, meetingId: string, tx: TDbOrTx = db) {
      const rows = await tx
        .select({ row: measurables })
        .from(measurableMeetings)
        .innerJoin(measurables, eq(measurables.id, measurableMeetings.measurableId))
        .where(
          and(
            eq(measurableMeetings.orgId, orgId),
            eq(measurableMeetings.meetingId, meetingId),
            isNull(measurables.deletedAt),
          ),
        )
        .orderBy(asc(measurableMeetings.sortOrder), asc(measurables.createdAt));
      return records(
        orgId,
        rows.map((r) => r.row),
        tx,
      );
    },

    /** The roles of these people of the organisation (absent ids are not people of it). */
    async peopleRoles(orgId: string, personIds: string[], tx: TDbOrTx = db) {
      if (personIds.length === 0) return new Map<string, string>();
      const rows = await tx
        .select({ id: people.id, role: people.role })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, personIds)));
      return new Map(rows.map((row) => [row.id, row.role as string]));
    },

    /** One measurable (not deleted), or undefined. */
    async findMeasurable(orgId: string, measurableId: string, tx: TDbOrTx = db) {
      const rows = await tx
        .select()
        .from(measurables)
        .where(
          and(eq(measurables.orgId, orgId), eq(measurables.id, measurableId), isNull(measurables.deletedAt)),
        );
      const [found] = await records(orgId, rows, tx);
      return found;
    },

    /** The stored values of these measurables between two period starts (inclusive). */
    async valuesBetween(
      orgId: string,
      measurableIds: string[],
      from: string,
      to: string,
      tx: TDbOrTx = db,
    ): Promise<TValueCell[]> {
      if (measurableIds.length === 0) return [];
      return tx
        .select({
          measurableId: measuredValues.measurableId,
          intervalId: measuredValues.intervalId,
          value: measuredValues.value,
          note: measuredValues.note,
          version: measuredValues.version,
        })
        .from(measuredValues)
        .where(
          and(
            eq(measuredValues.orgId, orgId),
            inArray(measuredValues.measurableId, measurableIds),
            between(measuredValues.intervalId, from, to),
          ),
        );
    },

    /** One stored value, or undefined. */
    async findValue(orgId: string, measurableId: string, intervalId: string, tx: TDbOrTx = db) {
      const [row] = await tx
        .select()
        .from(measuredValues)
        .where(
          and(
            eq(measuredValues.orgId, orgId),
            eq(measuredValues.measurableId, measurableId),
            eq(measuredValues.intervalId, intervalId),
          ),
        );
      return row;
    },

    /** Writes one period's value (and note), bumping its version. */
    async upsertValue(
      row: { orgId: string; measurableId: string; intervalId: string; personId: string } & Partial<
        Pick<TValueRow, 'value' | 'note' | 'isEntered'>
      >,
      tx: TDbOrTx,
    ): Promise<TValueRow> {
      const { personId, ...fields } = row;
      const change = { ...fields, updatedAt: new Date(), updatedByPersonId: personId };
      const [saved] = await tx
        .insert(measuredValues)
        .values(change)
        .onConflictDoUpdate({
          target: [measuredValues.measurableId, measuredValues.intervalId],
          set: { ...change, version: sql`${measuredValues.version} + 1` },
        })
        .returning();
      return saved;
    },

    /** Inserts a measurable with its first goal and its meetings (placed last on each scorecard). */
    async insertMeasurable(
      row: typeof measurables.$inferInsert & { orgId: string },
      goal: { fromPeriod: string; goalValue: number; goalValueMax: number | null },
      meetingIds: string[],
      tx: TDbOrTx,
    ): Promise<TMeasurableRow> {
      const [saved] = await tx.insert(measurables).values(row).returning();
      await tx.insert(measurableGoals).values({
        measurableId: saved.id,
        orgId: row.orgId,
        fromPeriod: goal.fromPeriod,
        goalValue: goal.goalValue,
        goalValueMax: goal.goalValueMax,
        comparison: saved.comparison,
      });
      await this.linkMeetings(row.orgId, saved.id, meetingIds, tx);
      return saved;
    },

    /** Shows the measurable on these meetings (at the end of each); existing links stay. */
    async linkMeetings(orgId: string, measurableId: string, meetingIds: string[], tx: TDbOrTx) {
      for (const meetingId of meetingIds) {
        const [last] = await tx
          .select({ order: max(measurableMeetings.sortOrder) })
          .from(measurableMeetings)
          .where(and(eq(measurableMeetings.orgId, orgId), eq(measurableMeetings.meetingId, meetingId)));
        await tx
          .insert(measurableMeetings)
          .values({ measurableId, meetingId, orgId, sortOrder: (last?.order ?? -1) + 1 })
          .onConflictDoNothing();
      }
    },

    /** Stops showing the measurable on these meetings. */
    async unlinkMeetings(orgId: string, measurableId: string, meetingIds: string[], tx: TDbOrTx) {
      if (meetingIds.length === 0) return;
      await tx
        .delete(measurableMeetings)
        .where(
          and(
            eq(measurableMeetings.orgId, orgId),
            eq(measurableMeetings.measurableId, measurableId),
            inArray(measurableMeetings.meetingId, meetingIds),
          ),
        );
    },

    /** Sets the goal from a period on; later goals are replaced by this one. */
    async setGoalFrom(
      orgId: string,
      measurableId: string,
      goal: Pick<TGoalRow, 'fromPeriod' | 'goalValue' | 'goalValueMax' | 'comparison'>,
      tx: TDbOrTx,
    ) {
      await tx
        .delete(measurableGoals)
        .where(
          and(
            eq(measurableGoals.orgId, orgId),
            eq(measurableGoals.measurableId, measurableId),
            sql`${measurableGoals.fromPeriod} >= ${goal.fromPeriod}`,
          ),
        );
      await tx.insert(measurableGoals).values({ ...goal, orgId, measurableId });
    },

    /** Puts the meeting's measurables in this order. */
    async setOrder(orgId: string, meetingId: string, measurableIds: string[], tx: TDbOrTx) {
      for (const [index, measurableId] of measurableIds.entries()) {
        await tx
          .update(measurableMeetings)
          .set({ sortOrder: index })
          .where(
            and(
              eq(measurableMeetings.orgId, orgId),
              eq(measurableMeetings.meetingId, meetingId),
              eq(measurableMeetings.measurableId, measurableId),
            ),
          );
      }
    },
  };
}
