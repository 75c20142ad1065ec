import { SEARCH_BUFFER_SIZE, SEARCH_PAGE_SIZE } from '@cairn/domain/search/search.constants';
import { apiSend } from '../../lib/api-client.ts';

/** The item types with `POST {plural}/search` and the query-key prefix each uses (docs/web.md). */
export const ITEM_PLURALS = { todo: 'todos', rock: 'rocks', issue: 'issues', headline: 'headlines' } as const;
export type TItemType = keyof typeof ITEM_PLURALS;

/** The body of `POST {type}/search` as the web sends it (002 §3 Search). */
export type TItemSearchBody<TSort extends string = string> = {
  startIndex: number;
  endIndex: number;
  includeTotalCount: boolean;
  /** Also answer the rows per status (every filter but status), for the status filters' counts. */
  includeStatusCounts?: boolean;
  filters: Record<string, string[]>;
  sorts: { property: TSort; ascending: boolean }[];
};

/** One window of a search answer. */
export type TItemSearchResult<TItem> = {
  items: TItem[];
  totalCount: number;
  totalPages: number;
  /** Rows per item status, when asked with `includeStatusCounts`. */
  statusCounts?: Record<string, number>;
};

/** Query keys of one item type: all start with the live entity type (lib/live/live-invalidation.ts). */
export function itemKeys<TType extends TItemType>(type: TType) {
  return {
    all: [type] as const,
    one: (id: string) => [type, id] as const,
    byIds: (ids: readonly string[]) => [type, 'ids', [...ids]] as const,
    search: (body: TItemSearchBody) => [type, 'search', body] as const,
  };
}

/** `POST {plural}/search`: a window of the items the caller sees, with the total when asked. */
export async function searchItems<TItem>(
  type: TItemType,
  body: TItemSearchBody,
): Promise<TItemSearchResult<TItem>> {
  const answer = await apiSend<{
    items: TItem[];
    totalCount: number | null;
    totalPages: number | null;
    statusCounts?: Record<string, number>;
  }>('POST', `/${ITEM_PLURALS[type]}/search`, body);
  return {
    items: answer.items,
    totalCount: answer.totalCount ?? 0,
    totalPages: answer.totalPages ?? 0,
    ...(answer.statusCounts ? { statusCounts: answer.statusCounts } : {}),
  };
}

/**
 * The buffer window that holds a 1-based page (002 §9: 25 rows a page, 100 asked for at once),
 * and where the page starts inside it.
 */
export function windowOfPage(page: number, window = SEARCH_BUFFER_SIZE) {
  const firstRow = (page - 1) * SEARCH_PAGE_SIZE;
  const startIndex = Math.floor(firstRow / window) * window;
  return { startIndex, endIndex: startIndex + window, offset: firstRow - startIndex };
}
