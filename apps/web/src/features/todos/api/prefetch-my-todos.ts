import type { QueryClient } from '@tanstack/react-query';
import { TODO_LIST_CONFIG } from '../../../components/item-list/list-configs.ts';
import { initialListRequest, itemListPageBody } from '../../../components/item-list/use-item-list-search.ts';
import { itemSearchQueryOptions } from '../../../components/item-list/use-item-search.ts';

/** Starts My To-Dos' first call (the caller's open to-dos, page 1) while the page's code loads. */
export function prefetchMyTodos(queryClient: QueryClient, personId: string): void {
  const body = itemListPageBody(TODO_LIST_CONFIG, initialListRequest(TODO_LIST_CONFIG), personId);
  void queryClient.prefetchQuery(itemSearchQueryOptions('todo', body));
}
