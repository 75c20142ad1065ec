import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import { call } from '../../../lib/call.ts';

/** `DELETE todo/{id}`: soft delete; the to-do then answers 404 everywhere. */
export async function deleteTodo(id: string) {
  return call(TODO_ENDPOINTS.remove, { params: { id } });
}
