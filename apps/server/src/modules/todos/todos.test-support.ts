import { and, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { events, todos } from '../../db/schema/index.ts';
import { buildMeeting, buildMember, buildPerson } from '../../test/factories.ts';

/**
 * Shared set-up of the to-do route tests: an organisation with an Owner, an Admin, a Manager,
 * a Member and an Observer (each signed in), a person without a user, and a meeting owned by
 * the Owner with the Member, the Observer and that person invited (not the Admin, not the Manager).
 */
export async function buildTodoTeam(db: TDb) {
  const owner = await buildMember(db);
  const orgId = owner.org.id;
  const admin = await buildMember(db, 'Admin', orgId);
  const manager = await buildMember(db, 'Manager', orgId);
  const member = await buildMember(db, 'Member', orgId);
  const observer = await buildMember(db, 'Observer', orgId);
  const pending = await buildPerson(db, orgId, { role: 'Member' });
  const meeting = await buildMeeting(db, orgId, {
    ownerPersonId: owner.person.id,
    inviteeIds: [member.person.id, observer.person.id, pending.id],
  });
  return { orgId, owner, admin, manager, member, observer, pending, meeting };
}
export type TTodoTeam = Awaited<ReturnType<typeof buildTodoTeam>>;

/** The stored to-do row (deleted ones too), to compare before and after a call. */
export async function readTodo(db: TDb, id: string) {
  return (await db.select().from(todos).where(eq(todos.id, id)))[0];
}

/** The events rows of one to-do, oldest first. */
export function todoEvents(db: TDb, todoId: string) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.entityType, 'todo'), eq(events.entityId, todoId)))
    .orderBy(events.createdAt);
}

/** How many to-dos the organisation has stored (to check that refused calls stored nothing). */
export async function countTodos(db: TDb, orgId: string): Promise<number> {
  return (await db.select({ n: count() }).from(todos).where(eq(todos.orgId, orgId)))[0].n;
}

/** Today in UTC plus `days`, as `YYYY-MM-DD` (what the server counts due dates from). */
export function utcDayPlus(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
