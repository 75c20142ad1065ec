import { and, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { events, rockMeetings, rocks } from '../../db/schema/index.ts';
import { buildMeeting } from '../../test/factories.ts';
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
export type TRockTeam = Awaited<ReturnType<typeof buildRockTeam>>;

/** The stored rock row (deleted ones too) with its meeting ids, to compare before and after a call. */
export async function readRock(db: TDb, id: string) {
  const [row] = await db.select().from(rocks).where(eq(rocks.id, id));
  const meetingRows = await db.select().from(rockMeetings).where(eq(rockMeetings.rockId, id));
  return { ...row, meetingIds: meetingRows.map((m) => m.meetingId).sort() };
}

/** The events rows of one rock, oldest first. */
export function rockEvents(db: TDb, rockId: string) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.entityType, 'rock'), eq(events.entityId, rockId)))
    .orderBy(events.createdAt);
}

/** How many rocks the organisation has stored (to check that refused calls stored nothing). */
export async function countRocks(db: TDb, orgId: string): Promise<number> {
  return (await db.select({ n: count() }).from(rocks).where(eq(rocks.orgId, orgId)))[0].n;
}

/** The first message of a refused answer: its field, id and text. */
export function refusal(res: { json: () => { messages: { field?: string; id: string; text: string }[] } }) {
  const [message] = res.json().messages;
  return { field: message.field, id: message.id, text: message.text };
}
