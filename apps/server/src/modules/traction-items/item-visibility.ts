import { isMeetingAdmin } from '@cairn/domain/meetings/meeting-access';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { meetingInvitees } from '../../db/schema/index.ts';
import type { TItemActor } from './item-types.ts';

/** The ids of the meetings a person is invited to, as a subquery for `in (...)`. */
export function invitedMeetingIdsSql(personId: string): SQL {
  return sql`(select ${meetingInvitees.meetingId} from ${meetingInvitees} where ${meetingInvitees.personId} = ${personId})`;
}

/**
 * Which items of the organisation the actor sees: their own (personal ones included), and
 * the items of meetings they see (Owner and Admin: every meeting; others: the meetings they
 * are invited to, as meetings/meeting-access.ts). Someone else's personal item stays private.
 * An item type with one meeting column passes it; one with several meetings (rocks) passes
 * an SQL condition over `invitedMeetingIdsSql` instead.
 */
export function visibleItemSql(
  actor: TItemActor,
  columns: { owner: AnyPgColumn; meeting: AnyPgColumn },
): SQL {
  const own = sql`${columns.owner} = ${actor.person.id}`;
  const ofMeeting = isMeetingAdmin(actor.person.role)
    ? sql`${columns.meeting} is not null`
    : sql`${columns.meeting} in ${invitedMeetingIdsSql(actor.person.id)}`;
  return sql`(${own} or ${ofMeeting})`;
}
