import { isTodoOverdue } from '@cairn/domain/todos/todo-rules';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { isoOrNull } from '../traction-items/index.ts';
import type { TTodoRow } from './todo-kit.ts';

/** A to-do row as the API answers it (ZTodo); `today` (`YYYY-MM-DD`) decides `isOverdue`. */
export function presentTodo(row: TTodoRow, today: string): TTodo {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    ownerId: row.ownerPersonId,
    tractionId: row.meetingId,
    dueDate: row.dueDate,
    status: row.status,
    completedAt: isoOrNull(row.completedAt),
    contentHtml: row.contentHtml,
    isOverdue: isTodoOverdue(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
