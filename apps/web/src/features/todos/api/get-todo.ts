import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { todoKeys } from './todo-query-keys.ts';

/** `GET todo/{id}`: one to-do; 404 when deleted or not seen by the caller. */
async function getTodo(id: string, signal?: AbortSignal): Promise<TTodo> {
  return (await call(TODO_ENDPOINTS.get, { params: { id }, signal })).todo;
}

/** Query options of one to-do; its failures are handled by the edit popup (it closes on 404). */
export function todoQueryOptions(id: string) {
  return queryOptions({
    queryKey: todoKeys.one(id),
    queryFn: ({ signal }) => getTodo(id, signal),
    meta: { isSilent: true },
  });
}
