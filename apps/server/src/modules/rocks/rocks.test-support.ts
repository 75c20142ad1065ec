import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { rockMeetings, rocks } from '../../db/schema/index.ts';
import { buildMeeting } from '../../test/factories.ts';
import { countOrgRows, entityEvents } from '../../test/route-test.ts';
import { buildTodoTeam } from '../todos/todos.test-support.ts';

/**
 * Shared set-up of the rock route tests: the item team of the to-do tests (Owner, Admin,
 * Manager, Member, Observer, a person without a user; `meeting` with the Member, the Observer
 * and that person invited) plus `meeting2`, owned by the Owner with the Member and the Admin.
 */
export async function buildRockTeam(db: TDb) {
  const team = await buildTodoTeam(db);
  const meeting2 = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.member.person.id, team.admin.person.id],
  });
  return { ...team, meeting2 };
}

/** The stored rock row (deleted ones too) with its meeting ids, to compare before and after a call. */
export async function readRock(db: TDb, id: string) {
  const [row] = await db.select().from(rocks).where(eq(rocks.id, id));
  const meetingRows = await db.select().from(rockMeetings).where(eq(rockMeetings.rockId, id));
  return { ...row, meetingIds: meetingRows.map((m) => m.meetingId).sort() };
}

/** The events rows of one rock, oldest first. */
export const rockEvents = (db: TDb, rockId: string) => entityEvents(db, 'rock', rockId);

/** How many rocks the organisation has stored (to check that refused calls stored nothing). */
export const countRocks = (db: TDb, orgId: string) => countOrgRows(db, rocks, orgId);
