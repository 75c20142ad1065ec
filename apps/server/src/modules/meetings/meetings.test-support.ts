import { and, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { events, meetingInvitees, meetings } from '../../db/schema/index.ts';
import { buildMeeting, buildMember, buildPerson } from '../../test/factories.ts';

/**
 * Shared set-up of the meeting route tests: an organisation with an Owner, an Admin, a
 * Manager, a Member, an Observer (each signed in) and a person without a user.
 */
export async function buildMeetingTeam(db: TDb) {
  const owner = await buildMember(db);
  const orgId = owner.org.id;
  const [admin, manager, member, observer] = await Promise.all([
    buildMember(db, 'Admin', orgId),
    buildMember(db, 'Manager', orgId),
    buildMember(db, 'Member', orgId),
    buildMember(db, 'Observer', orgId),
  ]);
  const pending = await buildPerson(db, orgId, { role: 'Member' });
  return { orgId, owner, admin, manager, member, observer, pending };
}
export type TMeetingTeam = Awaited<ReturnType<typeof buildMeetingTeam>>;

/** A meeting owned by the team's Owner with the Member and the Observer invited (not the Manager). */
export function buildTeamMeeting(
  db: TDb,
  team: TMeetingTeam,
  fields: Partial<Parameters<typeof buildMeeting>[2]> = {},
) {
  return buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.member.person.id, team.observer.person.id],
    ...fields,
  });
}

/** The stored meeting with its invitees (sorted), to compare before and after a call. */
export async function readMeeting(db: TDb, id: string) {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
  const invitees = await db
    .select({ personId: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(eq(meetingInvitees.meetingId, id));
  return { row, inviteeIds: invitees.map((i) => i.personId).sort() };
}

/** The events rows of one meeting, oldest first. */
export function meetingEvents(db: TDb, meetingId: string) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.entityType, 'meeting'), eq(events.entityId, meetingId)))
    .orderBy(events.createdAt);
}

/** How many meetings the organisation has (to check that refused calls stored nothing). */
export async function countMeetings(db: TDb, orgId: string): Promise<number> {
  return (await db.select({ n: count() }).from(meetings).where(eq(meetings.orgId, orgId)))[0].n;
}
