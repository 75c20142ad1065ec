import { type TVtoSectionKind, VTO_SECTION_KINDS } from '@cairn/domain/vto/vto.constants';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import {
  meetingInvitees,
  meetings,
  people,
  rocks,
  vtoLongTermIssues,
  vtoQuarterlyRocks,
  vtoRevisions,
  vtoSections,
} from '../../db/schema/index.ts';
import { emptyContent, type TSectionContent, type TSectionRow } from './vto-sections.ts';

export type TVtoRevisionRow = typeof vtoRevisions.$inferSelect;
export type TVtoLongTermIssueRow = typeof vtoLongTermIssues.$inferSelect;

/**
 * Reads and writes of the V/TO's own tables (sections, quarterly rocks, long-term issues); its
 * folders and revisions are the document kernel's (modules/documents).
 */
export function createVtoRepository(db: TDb) {
  return {
    /** Inserts a revision with its sections (`contents` per kind; empty ones otherwise). */
    async insertRevision(
      values: typeof vtoRevisions.$inferInsert,
      contents: Partial<TSectionContent>,
      tx: TDbOrTx,
    ): Promise<TVtoRevisionRow> {
      const [revision] = await tx.insert(vtoRevisions).values(values).returning();
      if (!revision) throw new Error('insert vto revision');
      await tx.insert(vtoSections).values(
        VTO_SECTION_KINDS.map((kind) => ({
          orgId: revision.orgId,
          revisionId: revision.id,
          kind,
          content: (contents[kind] ?? emptyContent(kind)) as Record<string, unknown>,
        })),
      );
      return revision;
    },

    async sections(revisionId: string, tx: TDbOrTx = db): Promise<TSectionRow[]> {
      const rows = await tx.select().from(vtoSections).where(eq(vtoSections.revisionId, revisionId));
      return rows.map((row) => ({
        id: row.id,
        version: row.version,
        kind: row.kind,
        content: row.content,
      })) as TSectionRow[];
    },

    async section<K extends TVtoSectionKind>(revisionId: string, kind: K, tx: TDbOrTx = db) {
      const [row] = await tx
        .select()
        .from(vtoSections)
        .where(and(eq(vtoSections.revisionId, revisionId), eq(vtoSections.kind, kind)));
      if (!row) throw new Error(`vto section ${kind} missing`);
      return { id: row.id, version: row.version, kind, content: row.content } as TSectionRow<K>;
    },

    /** The quarterly plan's rocks, through the rocks table (their live status), oldest link first. */
    async quarterlyRocks(revisionId: string, tx: TDbOrTx = db) {
      return tx
        .select({ link: vtoQuarterlyRocks, rock: rocks })
        .from(vtoQuarterlyRocks)
        .innerJoin(rocks, eq(rocks.id, vtoQuarterlyRocks.rockId))
        .where(and(eq(vtoQuarterlyRocks.revisionId, revisionId), isNull(rocks.deletedAt)))
        .orderBy(asc(vtoQuarterlyRocks.createdAt));
    },

    async longTermIssues(revisionId: string, tx: TDbOrTx = db) {
      return tx
        .select()
        .from(vtoLongTermIssues)
        .where(and(eq(vtoLongTermIssues.revisionId, revisionId), isNull(vtoLongTermIssues.deletedAt)))
        .orderBy(asc(vtoLongTermIssues.createdAt));
    },

    async findLongTermIssue(orgId: string, revisionId: string, id: string, tx: TDbOrTx = db) {
      const [row] = await tx
        .select()
        .from(vtoLongTermIssues)
        .where(
          and(
            eq(vtoLongTermIssues.orgId, orgId),
            eq(vtoLongTermIssues.revisionId, revisionId),
            eq(vtoLongTermIssues.id, id),
            isNull(vtoLongTermIssues.deletedAt),
          ),
        );
      return row;
    },

    /** The leadership team meeting's id and whether the person is invited to it. */
    async leadership(orgId: string, personId: string, tx: TDbOrTx = db) {
      const [row] = await tx
        .select({ id: meetings.id, invited: sql<boolean>`${meetingInvitees.personId} is not null` })
        .from(meetings)
        .leftJoin(
          meetingInvitees,
          and(eq(meetingInvitees.meetingId, meetings.id), eq(meetingInvitees.personId, personId)),
        )
        .where(
          and(eq(meetings.orgId, orgId), eq(meetings.isLeadershipTeam, true), isNull(meetings.archivedAt)),
        );
      return { meetingId: row?.id ?? null, isInvitee: Boolean(row?.invited) };
    },

    /** The names of people of the organisation by id (the lists' "last updated by"). */
    async personNames(orgId: string, ids: string[], tx: TDbOrTx = db) {
      if (ids.length === 0) return new Map<string, string | null>();
      const rows = await tx
        .select({ id: people.id, name: sql<string | null>`${people.firstName} || ' ' || ${people.lastName}` })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, ids)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The role of a person of the organisation, or undefined. */
    async personRole(orgId: string, personId: string, tx: TDbOrTx = db) {
      const [row] = await tx
        .select({ role: people.role })
        .from(people)
        .where(and(eq(people.orgId, orgId), eq(people.id, personId)));
      return row?.role;
    },
  };
}

export type TVtoRepository = ReturnType<typeof createVtoRepository>;
