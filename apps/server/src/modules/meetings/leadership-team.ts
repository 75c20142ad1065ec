import type { TRole } from '@cairn/domain/permissions/roles';
import type { TLiveReaders } from '@cairn/domain/realtime/live-event-map';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { meetingInvitees, meetings, people } from '../../db/schema/index.ts';

/** The invitees of the organisation's leadership team meeting (empty when there is none). */
export async function leadershipInvitees(db: TDbOrTx, orgId: string): Promise<Set<string>> {
  const rows = await db
    .select({ personId: meetingInvitees.personId })
    .from(meetings)
    .innerJoin(meetingInvitees, eq(meetingInvitees.meetingId, meetings.id))
    .where(and(eq(meetings.orgId, orgId), eq(meetings.isLeadershipTeam, true), isNull(meetings.archivedAt)));
  return new Set(rows.map((row) => row.personId));
}

/** A person as the policies built on the leadership team see them (`TVtoViewer`, `TAcViewer`). */
export type TLeadershipViewer = { personId: string; role: TRole; isLeadership: boolean };

/**
 * Who hears the live event of a row that its policy lets some people read (a draft V/TO, a chart
 * and its seats; issue 28 point 4): the people of the organisation `mayRead` admits, read inside
 * the change's transaction, or `'org'` when it admits them all (one room instead of a list).
 */
export async function policyReaders(
  db: TDbOrTx,
  orgId: string,
  mayRead: (viewer: TLeadershipViewer) => boolean,
): Promise<TLiveReaders> {
  const everyone = await db
    .select({ id: people.id, role: people.role })
    .from(people)
    .where(eq(people.orgId, orgId));
  const leadership = await leadershipInvitees(db, orgId);
  const readers = everyone
    .filter((person) =>
      mayRead({ personId: person.id, role: person.role, isLeadership: leadership.has(person.id) }),
    )
    .map((person) => person.id);
  return readers.length === everyone.length ? 'org' : readers;
}
