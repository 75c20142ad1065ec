import { OPEN_TODO_STATUSES } from '@cairn/domain/todos/todos.constants';
import type { TTodoSearchRequest } from '@cairn/domain/todos/todos.schemas';
import { inArray, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import { todos } from '../../db/schema/index.ts';
import { createItemKit } from '../traction-items/item-kit.ts';
import {
  flagFilter,
  inListFilter,
  type TItemSearchColumns,
  textFilter,
} from '../traction-items/item-search.ts';
import type { TItemDeps, TItemRow } from '../traction-items/item-types.ts';
import { visibleItemSql } from '../traction-items/item-visibility.ts';

export type TTodoRow = TItemRow<typeof todos>;
export type TNewTodo = typeof todos.$inferInsert;
type TTodoSortProperty = TTodoSearchRequest['sorts'][number]['property'];

/** The shared item machinery bound to the `todos` table: a to-do is seen by its owner and by those who see its meeting. */
export function createTodoKit(deps: TItemDeps) {
  return createItemKit(deps, {
    entityType: 'todo',
    noun: 'to-do',
    table: todos,
    visibleTo: (actor) => visibleItemSql(actor, { owner: todos.ownerPersonId, meeting: todos.meetingId }),
  });
}

export type TTodoKit = ReturnType<typeof createTodoKit>;

/** Open and due before `today`. */
const overdueSql = (today: string) =>
  sql`(${inArray(todos.status, [...OPEN_TODO_STATUSES])} and ${lt(todos.dueDate, today)})`;

/**
 * `POST todos/search`: each filter of ZTodoSearchRequest as SQL, and the sort columns; without
 * sorts a list is by due date, oldest first. `today` decides what is overdue.
 */
export function todoSearchColumns(
  today: string,
): TItemSearchColumns<TTodoSearchRequest['filters'], TTodoSortProperty> {
  return {
    filters: {
      'traction-ids': inListFilter(todos.meetingId),
      'owner-ids': inListFilter(todos.ownerPersonId),
      status: (statuses) => inArray(todos.status, statuses),
      'is-overdue': flagFilter(
        () => overdueSql(today),
        () => not(overdueSql(today)),
      ),
      'text-search': textFilter(todos.title),
      personal: flagFilter(
        () => isNull(todos.meetingId),
        () => isNotNull(todos.meetingId),
      ),
    },
    sorts: { dueDate: todos.dueDate, title: sql`lower(${todos.title})`, createdAt: todos.createdAt },
    defaultSorts: [
      { property: 'dueDate', ascending: true },
      { property: 'createdAt', ascending: true },
    ],
  };
}
