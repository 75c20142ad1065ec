import { OPEN_TODO_STATUSES } from '@cairn/domain/todos/todos.constants';
import type { TTodoSearchRequest } from '@cairn/domain/todos/todos.schemas';
import { asc, inArray, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import { todos } from '../../db/schema/index.ts';
import { todoPolicy } from '../../policies/todos.ts';
import type { TItemDeps, TItemRow } from '../traction-items/index.ts';
import {
  createItemKit,
  flagFilter,
  itemFilters,
  itemSorts,
  stampWhen,
  type TItemSearchColumns,
} from '../traction-items/index.ts';

export type TTodoRow = TItemRow<typeof todos>;
type TTodoSortProperty = TTodoSearchRequest['sorts'][number]['property'];

/**
 * The shared item machinery bound to the `todos` table: a to-do is seen by its owner and by
 * those who see its meeting; lists are by due date; Done stamps `completedAt`.
 */
export function createTodoKit(deps: TItemDeps) {
  return createItemKit(deps, {
    entityType: 'todo',
    noun: 'to-do',
    table: todos,
    policy: todoPolicy,
    listOrder: [asc(todos.dueDate), asc(todos.createdAt), asc(todos.id)],
    searchColumns: todoSearchColumns,
    statusStamp: stampWhen('Done', 'completedAt'),
    createdData: (row) => ({ meetingId: row.meetingId, dueDate: row.dueDate }),
  });
}

/** Open and due before `today`. */
const overdueSql = (today: string) =>
  sql`(${inArray(todos.status, [...OPEN_TODO_STATUSES])} and ${lt(todos.dueDate, today)})`;

/**
 * `POST todos/search`: each filter of ZTodoSearchRequest as SQL, and the sort columns; without
 * sorts a list is by due date, oldest first. `today` decides what is overdue.
 */
function todoSearchColumns(
  today: string,
): TItemSearchColumns<TTodoSearchRequest['filters'], TTodoSortProperty> {
  return {
    filters: {
      ...itemFilters(todos),
      'is-overdue': flagFilter(
        () => overdueSql(today),
        () => not(overdueSql(today)),
      ),
      personal: flagFilter(
        () => isNull(todos.meetingId),
        () => isNotNull(todos.meetingId),
      ),
    },
    sorts: { dueDate: todos.dueDate, ...itemSorts(todos) },
    defaultSorts: [
      { property: 'dueDate', ascending: true },
      { property: 'createdAt', ascending: true },
    ],
  };
}
