import { SEARCH_BUFFER_SIZE, SEARCH_PAGE_SIZE } from '@cairn/domain/search/search.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session-query.ts';
import { searchTodos } from '../api/search-todos.ts';
import { type TTodoSearchBody, todoKeys } from '../api/todo-query-keys.ts';
import type { TTodoListFilters } from './todo-list-filters.tsx';

/** What a to-do list asks for: its filters, the typed text, the 1-based page, and an optional meeting. */
export type TTodoListRequest = TTodoListFilters & { text: string; page: number; tractionId?: string };

const STATUS_FILTER = { open: ['Pending', 'NotDone'], done: ['Done'] } as const;

/**
 * The search body of one list state: the 100-row buffer that holds the page (002 §9), by due
 * date. `mine` filters on the caller's person.
 */
export function todoSearchBody(
  request: TTodoListRequest,
  personId: string | null,
  window = SEARCH_BUFFER_SIZE,
): TTodoSearchBody {
  const firstRow = (request.page - 1) * SEARCH_PAGE_SIZE;
  const startIndex = Math.floor(firstRow / window) * window;
  const text = request.text.trim();
  return {
    startIndex,
    endIndex: startIndex + window,
    includeTotalCount: true,
    filters: {
      status: [...STATUS_FILTER[request.status]],
      ...(request.scope === 'mine' && personId ? { 'owner-ids': [personId] } : {}),
      ...(request.tractionId ? { 'traction-ids': [request.tractionId] } : {}),
      ...(text ? { 'text-search': [text] } : {}),
    },
    sorts: [
      { property: 'dueDate', ascending: true },
      { property: 'createdAt', ascending: true },
    ],
  };
}

/** One page of a to-do list plus the open and done counts of its scope (for the filter labels). */
export function useTodoSearch(request: TTodoListRequest) {
  const { data: session } = useSession();
  const personId = session?.person?.id ?? null;
  const body = todoSearchBody(request, personId);
  const search = useQuery({
    queryKey: todoKeys.search(body),
    queryFn: () => searchTodos(body),
    placeholderData: keepPreviousData,
  });
  const countOf = (status: TTodoListFilters['status']) => {
    const countBody = todoSearchBody({ ...request, status, page: 1 }, personId, 1);
    return { queryKey: todoKeys.search(countBody), queryFn: () => searchTodos(countBody) };
  };
  const open = useQuery(countOf('open'));
  const done = useQuery(countOf('done'));
  const offset = (request.page - 1) * SEARCH_PAGE_SIZE - body.startIndex;
  return {
    todos: search.data?.items.slice(offset, offset + SEARCH_PAGE_SIZE) ?? [],
    totalPages: search.data?.totalPages ?? 0,
    isPending: search.isPending,
    counts: { open: open.data?.totalCount, done: done.data?.totalCount },
  };
}
