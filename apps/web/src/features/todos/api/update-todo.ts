import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TUpdateTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT todo/{id}` (Edit To-Do): title, owner, due date, notes; a stale `version` answers 409. */
export async function updateTodo(id: string, body: TUpdateTodoRequest) {
  return call(TODO_ENDPOINTS.update, { params: { id }, body });
}
