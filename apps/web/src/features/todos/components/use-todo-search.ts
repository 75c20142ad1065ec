import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import type { TItemScope } from '../../../components/item-list/item-list-filters.tsx';
import { useItemSearch } from '../../../components/item-list/use-item-search.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import type { TTodoSearchBody } from '../api/todo-query-keys.ts';

/** Which to-dos a list shows by status. */
export type TTodoListStatus = 'open' | 'done';

/** The status filter of each list status, and how the filter is labelled. */
export const TODO_STATUS_OPTIONS = [
  { value: 'open', label: 'Open', statuses: ['Pending', 'NotDone'] },
  { value: 'done', label: 'Done', statuses: ['Done'] },
] as const satisfies readonly { value: TTodoListStatus; label: string; statuses: readonly string[] }[];

/** What a to-do list asks for: scope, status, searched text, the 1-based page, and an optional meeting. */
export type TTodoListRequest = {
  scope: TItemScope;
  status: TTodoListStatus;
  text: string;
  page: number;
  tractionId?: string;
};

/** The search body of one window of a to-do list, by due date; `mine` filters on the caller. */
export function todoSearchBody(
  request: Omit<TTodoListRequest, 'page'>,
  window: { startIndex: number; endIndex: number },
  personId: string | null,
): TTodoSearchBody {
  const statuses = TODO_STATUS_OPTIONS.find((option) => option.value === request.status)?.statuses ?? [];
  return {
    ...window,
    includeTotalCount: true,
    filters: {
      status: [...statuses],
      ...(request.scope === 'mine' && personId ? { 'owner-ids': [personId] } : {}),
      ...(request.tractionId ? { 'traction-ids': [request.tractionId] } : {}),
      ...(request.text ? { 'text-search': [request.text] } : {}),
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
  const search = useItemSearch<TTodo, TTodoListStatus>({
    type: 'todo',
    page: request.page,
    status: request.status,
    countedStatuses: ['open', 'done'],
    bodyOf: (window, status) => todoSearchBody({ ...request, status }, window, personId),
  });
  return { ...search, todos: search.items };
}
