import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { apiSend } from '../../../lib/api-client.ts';
import type { TTodoSearchBody } from './todo-query-keys.ts';

/** One window of the search answer. */
export type TTodoSearchResult = { items: TTodo[]; totalCount: number; totalPages: number };

/** `POST todos/search` (002 §3 Search): filters, sorts and a window of to-dos the caller sees. */
export async function searchTodos(body: TTodoSearchBody): Promise<TTodoSearchResult> {
  const answer = await apiSend<{ items: TTodo[]; totalCount: number | null; totalPages: number | null }>(
    'POST',
    '/todos/search',
    body,
  );
  return { items: answer.items, totalCount: answer.totalCount ?? 0, totalPages: answer.totalPages ?? 0 };
}
