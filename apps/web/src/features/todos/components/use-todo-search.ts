import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import {
  TODO_LIST_CONFIG,
  type TTodoListStatus,
  type TTodoSort,
} from '../../../components/item-list/list-configs.ts';
import {
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import '../texts.ts';
import { useListStatusOptions } from '../../../components/item-list/use-list-status-options.ts';

/** The key of each status filter's name. */
const TODO_LIST_STATUS_KEYS: Record<TTodoListStatus, TTextKey> = {
  open: 'todos.filter.open',
  done: 'todos.filter.done',
};

/** The status filters named in the person's language. */
export const useTodoListStatusOptions = () =>
  useListStatusOptions(TODO_LIST_CONFIG.statusOptions, TODO_LIST_STATUS_KEYS);

/** What a to-do list asks for: scope, status, searched text, the 1-based page, and an optional meeting. */
export type TTodoListRequest = TItemListRequest<TTodoListStatus>;

/** One page of a to-do list plus the open and done counts of its scope (for the filter labels). */
export function useTodoSearch(request: TTodoListRequest) {
  const search = useItemListSearch<TTodo, TTodoListStatus, TTodoSort>('todo', TODO_LIST_CONFIG, request);
  return { ...search, todos: search.items };
}
