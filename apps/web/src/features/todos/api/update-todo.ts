import type { TTodo, TUpdateTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT todo/{id}` (Edit To-Do): title, owner, due date, notes; a stale `version` answers 409. */
export async function updateTodo(id: string, body: TUpdateTodoRequest) {
  return apiSend<{ todo: TTodo }>('PUT', `/todo/${id}`, body);
}
