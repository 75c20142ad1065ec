import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { todos } from '../../db/schema/index.ts';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import { countOrgRows, entityEvents } from '../../test/route-test.ts';

/**
 * Shared set-up of the item route tests (to-dos, issues, headlines, rocks): the team of
 * `buildTeam` (Owner, Admin, Manager, Member, Observer, a person without a user) and a meeting
 * owned by the Owner with the Member, the Observer and that person invited (not the Admin,
 * not the Manager).
 */
export async function buildTodoTeam(db: TDb) {
  const team = await buildTeam(db);
  const meeting = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.member.person.id, team.observer.person.id, team.pending.id],
  });
  return { ...team, meeting };
}

/** The stored to-do row (deleted ones too), to compare before and after a call. */
export async function readTodo(db: TDb, id: string) {
  return (await db.select().from(todos).where(eq(todos.id, id)))[0];
}

/** The events rows of one to-do, oldest first. */
export const todoEvents = (db: TDb, todoId: string) => entityEvents(db, 'todo', todoId);

/** How many to-dos the organisation has stored (to check that refused calls stored nothing). */
export const countTodos = (db: TDb, orgId: string) => countOrgRows(db, todos, orgId);

/** Today in UTC plus `days`, as `YYYY-MM-DD` (what the server counts due dates from). */
export function utcDayPlus(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
