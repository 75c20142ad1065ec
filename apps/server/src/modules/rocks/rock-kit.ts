import { isMeetingAdmin } from '@cairn/domain/meetings/meeting-access';
import { ROCK_STATUSES } from '@cairn/domain/rocks/rocks.constants';
import type { TRockSearchRequest } from '@cairn/domain/rocks/rocks.schemas';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { rockMeetings, rocks } from '../../db/schema/index.ts';
import { createItemKit, stampWhen } from '../traction-items/item-kit.ts';
import { itemFilters, itemSorts, type TItemSearchColumns } from '../traction-items/item-search.ts';
import type { TItemActor, TItemDeps, TItemRow } from '../traction-items/item-types.ts';
import { invitedMeetingIdsSql } from '../traction-items/item-visibility.ts';

export type TRockRow = TItemRow<typeof rocks>;
type TRockSortProperty = TRockSearchRequest['sorts'][number]['property'];
export type TNewRock = typeof rocks.$inferInsert;

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

/** The shared item machinery bound to the `rocks` table: lists are by due date; Done stamps `completedAt`. */
export function createRockKit(deps: TItemDeps) {
  return createItemKit(deps, {
    entityType: 'rock',
    table: rocks,
    visibleTo: visibleRockSql,
    listOrder: [asc(rocks.dueDate), asc(rocks.createdAt), asc(rocks.id)],
    searchColumns: () => rockSearchColumns,
    statusStamp: stampWhen('Done', 'completedAt'),
  });
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
    ...itemFilters(rocks),
    'traction-ids': (ids) => inMeetingSql(inArray(rockMeetings.meetingId, ids)),
    type: (types) => inArray(rocks.type, types),
  },
  sorts: {
    dueDate: rocks.dueDate,
    ...itemSorts(rocks),
    status: statusOrderSql,
  },
  defaultSorts: [
    { property: 'dueDate', ascending: true },
    { property: 'title', ascending: true },
  ],
};
