import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { meetingInvitees, meetings, people } from '../../db/schema/index.ts';

/** A meeting as the item rules need it: whether it is active, and who is invited. */
export type TItemMeeting = { id: string; title: string; isArchived: boolean; inviteeIds: string[] };

/** The meeting of the organisation with its invitees, or undefined (items and quarterly sessions ask it). */
export async function findItemMeeting(
  tx: TDbOrTx,
  orgId: string,
  meetingId: string,
): Promise<TItemMeeting | undefined> {
  return (await findItemMeetings(tx, orgId, [meetingId])).get(meetingId);
}

/** These meetings of the organisation with their invitees, by id, in two round trips however many. */
async function findItemMeetings(
  tx: TDbOrTx,
  orgId: string,
  meetingIds: readonly string[],
): Promise<Map<string, TItemMeeting>> {
  const found = new Map<string, TItemMeeting>();
  const ids = [...new Set(meetingIds)];
  if (ids.length === 0) return found;
  const rows = await tx
    .select({ id: meetings.id, title: meetings.title, archivedAt: meetings.archivedAt })
    .from(meetings)
    .where(and(eq(meetings.orgId, orgId), inArray(meetings.id, ids)));
  for (const row of rows) {
    found.set(row.id, { id: row.id, title: row.title, isArchived: row.archivedAt !== null, inviteeIds: [] });
  }
  if (found.size === 0) return found;
  const invitees = await tx
    .select({ meetingId: meetingInvitees.meetingId, personId: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(and(eq(meetingInvitees.orgId, orgId), inArray(meetingInvitees.meetingId, [...found.keys()])));
  for (const invitee of invitees) found.get(invitee.meetingId)?.inviteeIds.push(invitee.personId);
  return found;
}

/** A meeting's own fields, as the combined read answers them (its invitees beside). */
type TMeetingFields = Omit<TItemMeeting, 'inviteeIds'>;

/**
 * The meeting of the organisation with its invitees (undefined when absent or `meetingId` is
 * null), and which of `personIds` are people of the organisation, in one statement: the owner
 * checks of a new or reassigned item asked them in three (issue 38, statements per write).
 */
async function findMeetingAndPeople(
  tx: TDbOrTx,
  orgId: string,
  meetingId: string | null,
  personIds: readonly string[],
): Promise<{ meeting: TItemMeeting | undefined; existing: Set<string> }> {
  const none = sql<null>`null`;
  const [row] = await tx
    .select({
      meeting: meetingId
        ? sql<TMeetingFields | null>`(select json_build_object('id', ${meetings.id}, 'title', ${meetings.title},
            'isArchived', ${meetings.archivedAt} is not null) from ${meetings}
            where ${meetings.orgId} = ${orgId} and ${meetings.id} = ${meetingId})`
        : none,
      inviteeIds: meetingId
        ? sql<string[] | null>`(select json_agg(${meetingInvitees.personId}) from ${meetingInvitees}
            where ${meetingInvitees.orgId} = ${orgId} and ${meetingInvitees.meetingId} = ${meetingId})`
        : none,
      existing: personIds.length
        ? sql<string[] | null>`(select json_agg(${people.id}) from ${people}
            where ${people.orgId} = ${orgId} and ${inArray(people.id, [...personIds])})`
        : none,
    })
    .from(sql`(select 1) as one`);
  const meeting = row?.meeting ? { ...row.meeting, inviteeIds: row.inviteeIds ?? [] } : undefined;
  return { meeting, existing: new Set(row?.existing ?? []) };
}

/** The reads the item rules make on people and meetings; each is scoped by the organisation id. */
export function createItemPeopleRepository(db: TDb) {
  return {
    /** The meeting of the organisation with its invitees, or undefined. */
    findMeeting: (orgId: string, meetingId: string, tx: TDbOrTx = db) =>
      findItemMeeting(tx, orgId, meetingId),

    /** These meetings with their invitees, by id. */
    findMeetings: (orgId: string, meetingIds: readonly string[], tx: TDbOrTx = db) =>
      findItemMeetings(tx, orgId, meetingIds),

    /** The meeting (none when null) with its invitees, and which of these ids are people, in one read. */
    findMeetingAndPeople: (
      orgId: string,
      meetingId: string | null,
      personIds: readonly string[],
      tx: TDbOrTx = db,
    ) => findMeetingAndPeople(tx, orgId, meetingId, personIds),

    /** Which of these ids are people of the organisation. */
    async existingPeople(
      orgId: string,
      personIds: readonly string[],
      tx: TDbOrTx = db,
    ): Promise<Set<string>> {
      if (personIds.length === 0) return new Set();
      const rows = await tx
        .select({ id: people.id })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, [...personIds])));
      return new Set(rows.map((r) => r.id));
    },
  };
}
