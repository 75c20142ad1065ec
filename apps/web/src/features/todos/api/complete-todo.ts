import type { TCompleteTodoRequest, TTodo } from '@cairn/domain/todos/todos.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT todo/{id}/complete`: Done, or a done one back to Not Done (the list's checkbox). */
export async function completeTodo(id: string, body: TCompleteTodoRequest) {
  return apiSend<{ todo: TTodo }>('PUT', `/todo/${id}/complete`, body);
}
