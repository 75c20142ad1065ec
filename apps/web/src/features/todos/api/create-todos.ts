import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TCreateTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { call } from '../../../lib/call.ts';

/** `POST todos`: one meeting to-do per owner, in one transaction; answers them all. */
export async function createTodos(body: TCreateTodoRequest) {
  return call(TODO_ENDPOINTS.create, { body });
}
