import { addDays } from '@cairn/domain/items/calendar-date';
import type { TTodoStatus } from '@cairn/domain/todos/todos.constants';
import {
  ZCreatePersonalTodoRequest,
  ZCreateTodoRequest,
  ZTodoStatusRequest,
} from '@cairn/domain/todos/todos.schemas';
import { asc, eq } from 'drizzle-orm';
import { meetingInvitees, people, todos } from '../db/schema/index.ts';
import type { TSeedContext } from './seed-context.ts';

/** A quarter of meeting to-dos: title, days from today until due, status. */
const MEETING_TODOS: [string, number, TTodoStatus][] = [
  ['Send the quarterly kickoff deck to the team', -60, 'Done'],
  ['Collect the budget requests of every department', -53, 'Done'],
  ['Interview three accounting firms', -46, 'Done'],
  ['Set up the weekly scorecard', -39, 'Done'],
  ['Renew the domain and TLS certificates', -32, 'NotDone'],
  ['Write the job description for the VP role', -25, 'Done'],
  ['Clean up the shared drive', -18, 'Removed'],
  ['Visit the two biggest customers', -11, 'Done'],
  ['Update the scorecard targets for next quarter', -5, 'NotDone'],
  ['Call the three at-risk customers', -2, 'Pending'],
  ['Share the onboarding checklist with the team', -1, 'Done'],
  ['Review the churn report and bring issues to IDS', 2, 'Pending'],
  ['Send the revised pricing sheet to finance', 3, 'Pending'],
  ['Confirm the new CRM fields with sales ops', 5, 'Done'],
  ['Book the offsite venue for the quarterly planning', 6, 'Pending'],
  ['Draft the hiring plan for two engineers', 7, 'Pending'],
];
const PERSONAL_TODOS: [string, number][] = [
  ['Read "Traction" chapter 6 before Tuesday', 4],
  ['Prepare one-on-one notes', 1],
];
const NOTES = '<p>Notes from the meeting: <strong>agreed</strong> by everyone.</p>';

/** The people of a meeting who may own its to-dos (invitees other than Observers), by last name. */
async function ownersOf(seed: TSeedContext, meetingId: string) {
  const invitees = await seed.db
    .select({ firstName: people.firstName, role: people.role })
    .from(meetingInvitees)
    .innerJoin(people, eq(people.id, meetingInvitees.personId))
    .where(eq(meetingInvitees.meetingId, meetingId))
    .orderBy(asc(people.lastName));
  return invitees.filter((p) => p.role !== 'Observer').map((p) => p.firstName);
}

/**
 * `npm run seed:demo`: a quarter of to-dos for every active meeting through the to-dos
 * service (the Owner adds them in the meeting, each invitee gets some in turn; some overdue,
 * most of the old ones done), each owner then setting its status; and two personal to-dos of
 * the Owner. Skipped when the organisation has to-dos already.
 */
export async function seedDemoTodos(seed: TSeedContext): Promise<void> {
  if (!(await seed.hasNone(todos))) return;
  const facilitator = seed.actor('Olivia');
  for (const meeting of seed.activeMeetings) {
    const owners = await ownersOf(seed, meeting.id);
    for (const [index, [title, days, status]] of MEETING_TODOS.entries()) {
      if (owners.length === 0) break;
      const owner = owners[index % owners.length];
      const input = ZCreateTodoRequest.parse({
        title,
        ownerIds: [seed.personId(owner)],
        dueDate: addDays(seed.today, days),
        contentHtml: index % 3 === 0 ? NOTES : undefined,
        tractionId: meeting.id,
      });
      const [todo] = await seed.todos.create(facilitator, input, seed.today);
      if (status === todo.status) continue;
      const change = ZTodoStatusRequest.parse({ status, version: todo.version });
      await seed.todos.setStatus(seed.actor(owner), todo.id, change);
    }
  }
  for (const [title, days] of PERSONAL_TODOS) {
    const input = ZCreatePersonalTodoRequest.parse({ title, dueDate: addDays(seed.today, days) });
    await seed.todos.createPersonal(facilitator, input, seed.today);
  }
}
