import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { todoKeys } from './todo-query-keys.ts';

/** `GET todos?ids=`: the to-dos with these ids that the caller sees (others are absent). */
async function getTodosByIds(ids: readonly string[], signal?: AbortSignal): Promise<TTodo[]> {
  return (await call(TODO_ENDPOINTS.list, { query: { ids: ids.join(',') }, signal })).todos;
}

/** The to-dos with these ids (the live meeting's new to-dos). */
export function useTodosByIds(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: todoKeys.byIds(sorted),
    queryFn: ({ signal }) => getTodosByIds(sorted, signal),
    enabled: sorted.length > 0,
  });
}
