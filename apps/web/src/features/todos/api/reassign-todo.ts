import type { TReassignTodoRequest, TTodo } from '@cairn/domain/todos/todos.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT todo/{id}/reassign` (000 §4 Reassignment): the separate call after an owner change. */
export async function reassignTodo(id: string, body: TReassignTodoRequest) {
  return apiSend<{ todo: TTodo }>('PUT', `/todo/${id}/reassign`, body);
}
