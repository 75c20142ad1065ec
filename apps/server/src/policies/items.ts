import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inVisibleMeetingSql, type TScopeActor } from './meeting-scope.ts';
import { meetingPolicy } from './meetings.ts';

/** The columns the items policy reads: the owner and the (one) meeting of an item. */
export type TItemPolicyColumns = { owner: AnyPgColumn; meeting: AnyPgColumn };

/** What an item type's policy answers: the rows of its table an actor sees. */
export type TItemPolicy = { scope: (actor: TScopeActor) => SQL };

/**
 * Which items a person sees: their own (personal ones included) and the items of the
 * meetings they see (the meeting scope). Someone else's personal item stays private.
 */
function ownOrInVisibleMeetingSql(actor: TScopeActor, columns: TItemPolicyColumns): SQL {
  return sql`(${columns.owner} = ${actor.person.id} or ${inVisibleMeetingSql(actor, columns.meeting)})`;
}

/**
 * The policy of an item type with one meeting column (To-Dos, Issues, Headlines): see
 * `ownOrInVisibleMeetingSql`. A new item goes into a meeting the actor may change.
 */
export function itemPolicy(columns: TItemPolicyColumns) {
  return {
    scope: (actor: TScopeActor): SQL => ownOrInVisibleMeetingSql(actor, columns),
    /** True when the actor may put items into (or move items to) this meeting. */
    canUseMeeting: meetingPolicy.canChange,
  } satisfies TItemPolicy & Record<string, unknown>;
}
