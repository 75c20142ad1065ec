import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TCreatePersonalTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { call } from '../../../lib/call.ts';

/** `POST todos/personal`: a to-do of the caller in no meeting (000 §2.4 Personal To-Do). */
export async function createPersonalTodo(body: TCreatePersonalTodoRequest) {
  return call(TODO_ENDPOINTS.createPersonal, { body });
}
