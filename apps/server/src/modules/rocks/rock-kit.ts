import { isMeetingAdmin } from '@cairn/domain/meetings/meeting-access';
import { ROCK_STATUSES } from '@cairn/domain/rocks/rocks.constants';
import type { TRockSearchRequest } from '@cairn/domain/rocks/rocks.schemas';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { rockMeetings, rocks } from '../../db/schema/index.ts';
import { createItemKit } from '../traction-items/item-kit.ts';
import { inListFilter, type TItemSearchColumns, textFilter } from '../traction-items/item-search.ts';
import type { TItemActor, TItemDeps, TItemRow } from '../traction-items/item-types.ts';
import { invitedMeetingIdsSql } from '../traction-items/item-visibility.ts';

export type TRockRow = TItemRow<typeof rocks>;
export type TNewRock = typeof rocks.$inferInsert;
type TRockSortProperty = TRockSearchRequest['sorts'][number]['property'];

/** The rock is in a meeting that `meetingCondition` (on `rock_meetings.meeting_id`) accepts. */
const inMeetingSql = (meetingCondition: SQL) =>
  sql`exists (select 1 from ${rockMeetings} where ${rockMeetings.rockId} = ${rocks.id} and ${meetingCondition})`;

/**
 * Which rocks the actor sees (the shared item rule over several meetings): their own, and
 * those in any meeting they see. Owner and Admin see every meeting, and every rock has one.
 */
export function visibleRockSql(actor: TItemActor): SQL {
  if (isMeetingAdmin(actor.person.role)) return sql`true`;
  const invited = sql`${rockMeetings.meetingId} in ${invitedMeetingIdsSql(actor.person.id)}`;
  return sql`(${rocks.ownerPersonId} = ${actor.person.id} or ${inMeetingSql(invited)})`;
}

/** The shared item machinery bound to the `rocks` table. */
export function createRockKit(deps: TItemDeps) {
  return createItemKit(deps, { entityType: 'rock', noun: 'rock', table: rocks, visibleTo: visibleRockSql });
}

export type TRockKit = ReturnType<typeof createRockKit>;

/** Statuses sort in their listed order (On track first, Non-Rock last). */
const statusOrderSql = sql.raw(
  `case "rocks"."status" ${ROCK_STATUSES.map((status, i) => `when '${status}' then ${i}`).join(' ')} end`,
);

/**
 * `POST rocks/search`: each filter of ZRockSearchRequest as SQL (`traction-ids` matches any
 * meeting of the rock), and the sort columns; without sorts a list is by due date, then title.
 */
export const rockSearchColumns: TItemSearchColumns<TRockSearchRequest['filters'], TRockSortProperty> = {
  filters: {
    'traction-ids': (ids) => inMeetingSql(inArray(rockMeetings.meetingId, ids)),
    'owner-ids': inListFilter(rocks.ownerPersonId),
    status: (statuses) => inArray(rocks.status, statuses),
    type: (types) => inArray(rocks.type, types),
    'text-search': textFilter(rocks.title),
  },
  sorts: {
    dueDate: rocks.dueDate,
    title: sql`lower(${rocks.title})`,
    status: statusOrderSql,
    createdAt: rocks.createdAt,
  },
  defaultSorts: [
    { property: 'dueDate', ascending: true },
    { property: 'title', ascending: true },
  ],
};
