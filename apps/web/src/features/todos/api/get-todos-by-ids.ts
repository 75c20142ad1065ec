import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { apiGet } from '../../../lib/api-client.ts';

/** `GET todos?ids=`: the to-dos with these ids that the caller sees (others are absent). */
export async function getTodosByIds(ids: readonly string[], signal?: AbortSignal): Promise<TTodo[]> {
  const query = encodeURIComponent(ids.join(','));
  return (await apiGet<{ todos: TTodo[] }>(`/todos?ids=${query}`, { signal })).todos;
}
