import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TCompleteTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT todo/{id}/complete`: Done, or a done one back to Not Done (the list's checkbox). */
export async function completeTodo(id: string, body: TCompleteTodoRequest) {
  return call(TODO_ENDPOINTS.complete, { params: { id }, body });
}
