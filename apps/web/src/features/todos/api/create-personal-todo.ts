import type { TCreatePersonalTodoRequest, TTodo } from '@cairn/domain/todos/todos.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST todos/personal`: a to-do of the caller in no meeting (000 §2.4 Personal To-Do). */
export async function createPersonalTodo(body: TCreatePersonalTodoRequest) {
  return apiSend<{ todo: TTodo }>('POST', '/todos/personal', body);
}
