import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { useMemo } from 'react';
import {
  type TItemListConfig,
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Which to-dos a list shows by status. */
export type TTodoListStatus = 'open' | 'done';

type TTodoSort = 'dueDate' | 'createdAt';

/** The status filters of to-do lists and their order: by due date, then age. */
export const TODO_LIST_CONFIG: TItemListConfig<TTodoListStatus, TTodoSort> = {
  initialStatus: 'open',
  statusOptions: [
    { value: 'open', label: 'Open', statuses: ['Pending', 'NotDone'] },
    { value: 'done', label: 'Done', statuses: ['Done'] },
  ],
  sorts: [
    { property: 'dueDate', ascending: true },
    { property: 'createdAt', ascending: true },
  ],
};

/** The key of each status filter's name. */
const TODO_LIST_STATUS_KEYS: Record<TTodoListStatus, TTextKey> = {
  open: 'todos.filter.open',
  done: 'todos.filter.done',
};

/** The status filters named in the person's language (the config's labels are the English). */
export function useTodoListStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      TODO_LIST_CONFIG.statusOptions.map((option) => ({
        value: option.value,
        label: t(TODO_LIST_STATUS_KEYS[option.value]),
      })),
    [t],
  );
}

/** What a to-do list asks for: scope, status, searched text, the 1-based page, and an optional meeting. */
export type TTodoListRequest = TItemListRequest<TTodoListStatus>;

/** One page of a to-do list plus the open and done counts of its scope (for the filter labels). */
export function useTodoSearch(request: TTodoListRequest) {
  const search = useItemListSearch<TTodo, TTodoListStatus, TTodoSort>('todo', TODO_LIST_CONFIG, request);
  return { ...search, todos: search.items };
}
