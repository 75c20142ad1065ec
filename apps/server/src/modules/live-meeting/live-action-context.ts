import type { TLiveMeetingAction } from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveContext, TLiveRefusal } from '@cairn/domain/live-meeting/live-meeting-state';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { issues } from '../../db/schema/index.ts';
import { conflict, forbidden, type HttpError, invalidField } from '../../http/errors.ts';
import type { TLiveMeetingSeries } from '../../policies/live-meeting.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { inviteeIdsOf } from './live-room.ts';

/** The ids of the series' open issues (the IDS list the transitions count). */
export async function openIssueIdsOf(tx: TDbOrTx, orgId: string, meetingThreadId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: issues.id })
    .from(issues)
    .where(
      and(
        eq(issues.orgId, orgId),
        eq(issues.meetingId, meetingThreadId),
        eq(issues.status, 'Open'),
        isNull(issues.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** A domain refusal as the HTTP error the routes answer. */
export function refusalError(refusal: TLiveRefusal): HttpError {
  if (refusal.status === 403) return forbidden(refusal.message);
  if (refusal.status === 422) return invalidField(refusal.field ?? 'action', refusal.message);
  return conflict(refusal.message);
}

/** The actions whose transitions count the series' open issues, and those that mark invitees in the room. */
const READS_OPEN_ISSUES: ReadonlySet<TLiveMeetingAction> = new Set([
  'start-prioritization',
  'add-focus-issue',
  'next-focus-issue',
  'mark-as-solved',
  'reopen-issue',
  'update-issue-count',
  'add-measurable-as-issue',
  'add-rock-as-issue',
  'add-headline-as-issue',
  'add-todo-as-issue',
]);
const READS_INVITEES: ReadonlySet<TLiveMeetingAction> = new Set(['join-offline', 'everyone-here']);

/**
 * The transitions' context with only what `action` reads (issue 38: a reaction or a rating
 * asked for every open issue and invitee). A transition that reads what its action is not
 * listed for fails loudly rather than seeing an empty list.
 */
export async function contextOf(
  db: TDbOrTx,
  actor: TItemActor,
  series: TLiveMeetingSeries,
  action: TLiveMeetingAction,
  instant: number,
): Promise<TLiveContext> {
  const openIssueIds = READS_OPEN_ISSUES.has(action)
    ? await openIssueIdsOf(db, actor.orgId, series.id)
    : null;
  const inviteeIds = READS_INVITEES.has(action) ? await inviteeIdsOf(db, actor.orgId, series.id) : null;
  const notRead = (what: string): never => {
    throw new Error(`live meeting: ${action} reads ${what}; list it in live-action-context.ts`);
  };
  return {
    actorPersonId: actor.person.id,
    now: instant,
    get openIssueIds() {
      return openIssueIds ?? notRead('the open issues');
    },
    get inviteeIds() {
      return inviteeIds ?? notRead('the invitees');
    },
  };
}
