import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { call } from '../../../lib/call.ts';

/** `GET todos?ids=`: the to-dos with these ids that the caller sees (others are absent). */
export async function getTodosByIds(ids: readonly string[], signal?: AbortSignal): Promise<TTodo[]> {
  return (await call(TODO_ENDPOINTS.list, { query: { ids: ids.join(',') }, signal })).todos;
}
