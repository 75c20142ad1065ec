import { addDays, todayUtc } from '@cairn/domain/items/calendar-date';
import type { TTodoStatus } from '@cairn/domain/todos/todos.constants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { meetingInvitees, meetings, people, todos } from '../db/schema/index.ts';
import { buildTodo } from '../test/factories.ts';

/** Demo to-dos: title, days from today until due, status. Spread over the invitees in turn. */
const MEETING_TODOS: [string, number, TTodoStatus][] = [
  ['Send the revised pricing sheet to finance', 3, 'Pending'],
  ['Book the offsite venue for the quarterly planning', 6, 'Pending'],
  ['Call the three at-risk customers', -2, 'Pending'],
  ['Draft the hiring plan for two engineers', 7, 'Pending'],
  ['Update the scorecard targets for next quarter', -5, 'NotDone'],
  ['Share the onboarding checklist with the team', -1, 'Done'],
  ['Review the churn report and bring issues to IDS', 2, 'Pending'],
  ['Confirm the new CRM fields with sales ops', 5, 'Done'],
];
const PERSONAL_TODOS: [string, number][] = [
  ['Read "Traction" chapter 6 before Tuesday', 4],
  ['Prepare one-on-one notes', 1],
];

/**
 * `npm run seed:demo`: to-dos for every active meeting of the organisation (each invitee gets
 * some, a few overdue, a few done) and two personal ones for the Owner, unless the
 * organisation has to-dos already.
 */
export async function seedDemoTodos(db: TDb, orgId: string): Promise<void> {
  const [existing] = await db.select({ id: todos.id }).from(todos).where(eq(todos.orgId, orgId)).limit(1);
  if (existing) return;
  const today = todayUtc(new Date());
  const active = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.orgId, orgId), isNull(meetings.archivedAt)))
    .orderBy(asc(meetings.title));
  for (const meeting of active) {
    const invitees = await db
      .select({ id: people.id, role: people.role })
      .from(meetingInvitees)
      .innerJoin(people, eq(people.id, meetingInvitees.personId))
      .where(eq(meetingInvitees.meetingId, meeting.id))
      .orderBy(asc(people.lastName));
    const owners = invitees.filter((p) => p.role !== 'Observer');
    if (owners.length === 0) continue;
    for (const [index, [title, days, status]] of MEETING_TODOS.entries()) {
      await buildTodo(db, orgId, {
        ownerPersonId: owners[index % owners.length].id,
        meetingId: meeting.id,
        title,
        dueDate: addDays(today, days),
        status,
        contentHtml:
          index % 3 === 0 ? '<p>Notes from the meeting: <strong>agreed</strong> by everyone.</p>' : '',
      });
    }
  }
  const [owner] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.orgId, orgId), eq(people.role, 'Owner')))
    .limit(1);
  if (!owner) return;
  for (const [title, days] of PERSONAL_TODOS) {
    await buildTodo(db, orgId, { ownerPersonId: owner.id, title, dueDate: addDays(today, days) });
  }
}
