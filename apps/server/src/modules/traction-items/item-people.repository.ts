import { and, eq, inArray } from 'drizzle-orm';
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

/** The reads the item rules make on people and meetings; each is scoped by the organisation id. */
export function createItemPeopleRepository(db: TDb) {
  return {
    /** The meeting of the organisation with its invitees, or undefined. */
    findMeeting: (orgId: string, meetingId: string, tx: TDbOrTx = db) =>
      findItemMeeting(tx, orgId, meetingId),

    /** These meetings with their invitees, by id. */
    findMeetings: (orgId: string, meetingIds: readonly string[], tx: TDbOrTx = db) =>
      findItemMeetings(tx, orgId, meetingIds),

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
