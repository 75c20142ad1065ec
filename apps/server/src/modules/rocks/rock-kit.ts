import { ROCK_STATUSES } from '@cairn/domain/rocks/rocks.constants';
import type { TRockSearchRequest } from '@cairn/domain/rocks/rocks.schemas';
import { asc, between, inArray, sql } from 'drizzle-orm';
import { rockMeetings, rocks } from '../../db/schema/index.ts';
import { rockInMeetingSql, rockPolicy } from '../../policies/rocks.ts';
import type { TItemDeps, TItemRow } from '../traction-items/index.ts';
import {
  createItemKit,
  itemFilters,
  itemSorts,
  stampWhen,
  type TItemSearchColumns,
} from '../traction-items/index.ts';
import { createRockLinksRepository } from './rock-links.repository.ts';

export type TRockRow = TItemRow<typeof rocks>;
type TRockSortProperty = TRockSearchRequest['sorts'][number]['property'];
export type TNewRock = typeof rocks.$inferInsert;

/** The shared item machinery bound to the `rocks` table: lists are by due date; Done stamps `completedAt`. */
export function createRockKit(deps: TItemDeps) {
  const links = createRockLinksRepository(deps.db);
  return createItemKit(deps, {
    entityType: 'rock',
    table: rocks,
    policy: rockPolicy,
    meetingIdsOf: (row, tx) => links.meetingIdsOf(row.orgId, row.id, tx),
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
const rockSearchColumns: TItemSearchColumns<TRockSearchRequest['filters'], TRockSortProperty> = {
  filters: {
    ...itemFilters(rocks),
    'traction-ids': (ids) => rockInMeetingSql(inArray(rockMeetings.meetingId, ids)),
    type: (types) => inArray(rocks.type, types),
    'due-between': ({ from, to }) => between(rocks.dueDate, from, to),
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
