import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TReassignTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT todo/{id}/reassign` (000 §4 Reassignment): the separate call after an owner change. */
export async function reassignTodo(id: string, body: TReassignTodoRequest) {
  return call(TODO_ENDPOINTS.reassign, { params: { id }, body });
}
