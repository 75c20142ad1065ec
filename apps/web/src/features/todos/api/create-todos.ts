import type { TCreateTodoRequest, TTodo } from '@cairn/domain/todos/todos.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST todos`: one meeting to-do per owner, in one transaction; answers them all. */
export async function createTodos(body: TCreateTodoRequest) {
  return apiSend<{ todos: TTodo[] }>('POST', '/todos', body);
}
