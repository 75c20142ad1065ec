import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  headlines,
  liveIssueSources,
  measurables,
  meetingInvitees,
  rocks,
  type TLiveIssueSource,
  todos,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { TIssuesService } from '../issues/index.ts';
import type { TItemActor } from '../traction-items/index.ts';

/** The add-*-as-issue action of each source kind. */
export const SOURCE_OF_ACTION = {
  'add-measurable-as-issue': 'measurable',
  'add-rock-as-issue': 'rock',
  'add-headline-as-issue': 'headline',
  'add-todo-as-issue': 'todo',
} as const satisfies Record<string, TLiveIssueSource>;
export type TAddAsIssueAction = keyof typeof SOURCE_OF_ACTION;

const TABLES = { measurable: measurables, rock: rocks, headline: headlines, todo: todos } as const;

/** A source item as the issue is made from it: its title and owner. */
type TSource = { id: string; title: string; ownerPersonId: string | null };

/**
 * The source item in the organisation, not deleted. Rocks are read by id (a rock may be shown in
 * several meetings, a measurable on several scorecards); to-dos and headlines must belong to this meeting.
 */
async function findSource(
  db: TDb,
  orgId: string,
  meetingThreadId: string,
  type: TLiveIssueSource,
  id: string,
): Promise<TSource> {
  const table = TABLES[type];
  const inMeeting =
    type === 'rock' || type === 'measurable' ? undefined : eq(table.meetingId, meetingThreadId);
  const [row] = await db
    .select({ id: table.id, title: table.title, ownerPersonId: table.ownerPersonId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.orgId, orgId), isNull(table.deletedAt), inMeeting));
  if (!row) throw notFound(type === 'measurable' ? 'measurable' : type);
  return row;
}

/** True when the person is invited to the meeting (an issue's owner must be). */
async function isInvited(db: TDb, meetingThreadId: string, personId: string | null): Promise<boolean> {
  if (!personId) return false;
  const [row] = await db
    .select({ id: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(and(eq(meetingInvitees.meetingId, meetingThreadId), eq(meetingInvitees.personId, personId)));
  return Boolean(row);
}

/**
 * `add-*-as-issue {itemId}`: makes an issue in this meeting from the item (through the issues
 * service, so its rules, events and live events apply) and links it to its source. Owned by the
 * item's owner when invited to the meeting, else by the caller. The same source dropped twice in
 * one occurrence (a double click) answers the issue made the first time.
 */
export async function issueFromSource(
  deps: { db: TDb; issues: TIssuesService },
  actor: TItemActor,
  input: { meetingThreadId: string; occurrenceId: string | null; type: TLiveIssueSource; itemId: string },
): Promise<{ issueId: string; created: boolean }> {
  const source = await findSource(deps.db, actor.orgId, input.meetingThreadId, input.type, input.itemId);
  const sameOccurrence = input.occurrenceId
    ? eq(liveIssueSources.occurrenceId, input.occurrenceId)
    : isNull(liveIssueSources.occurrenceId);
  const [earlier] = await deps.db
    .select({ issueId: liveIssueSources.issueId })
    .from(liveIssueSources)
    .where(
      and(
        eq(liveIssueSources.orgId, actor.orgId),
        eq(liveIssueSources.meetingId, input.meetingThreadId),
        eq(liveIssueSources.sourceType, input.type),
        eq(liveIssueSources.sourceId, source.id),
        sameOccurrence,
      ),
    );
  if (earlier) return { issueId: earlier.issueId, created: false };
  const ownerId = (await isInvited(deps.db, input.meetingThreadId, source.ownerPersonId))
    ? (source.ownerPersonId as string)
    : actor.person.id;
  const issue = await deps.issues.create(actor, {
    title: source.title,
    ownerId,
    tractionId: input.meetingThreadId,
    entityType: 'meeting',
  });
  await deps.db.insert(liveIssueSources).values({
    issueId: issue.id,
    orgId: actor.orgId,
    meetingId: input.meetingThreadId,
    occurrenceId: input.occurrenceId,
    sourceType: input.type,
    sourceId: source.id,
  });
  return { issueId: issue.id, created: true };
}
