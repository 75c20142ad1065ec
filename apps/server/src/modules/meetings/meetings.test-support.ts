import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { meetingInvitees, meetings } from '../../db/schema/index.ts';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import { countOrgRows, entityEvents } from '../../test/route-test.ts';

/**
 * Shared set-up of the meeting route tests: an organisation with an Owner, an Admin, a
 * Manager, a Member, an Observer (each signed in) and a person without a user.
 */
export const buildMeetingTeam = buildTeam;
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
export const meetingEvents = (db: TDb, meetingId: string) => entityEvents(db, 'meeting', meetingId);

/** How many meetings the organisation has (to check that refused calls stored nothing). */
export const countMeetings = (db: TDb, orgId: string) => countOrgRows(db, meetings, orgId);
