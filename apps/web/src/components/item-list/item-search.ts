import type { TEndpoint } from '@cairn/domain/common/endpoint';
import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import { SEARCH_BUFFER_SIZE, SEARCH_PAGE_SIZE } from '@cairn/domain/search/search.constants';
import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { z } from 'zod';
import { call } from '../../lib/call.ts';

/** The item types with `POST {plural}/search`; each is also its query-key prefix (docs/web.md). */
export type TItemType = 'todo' | 'rock' | 'issue' | 'headline';

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

/** What every item search answers, whatever its item. */
type TItemSearchAnswer = {
  items: unknown[];
  totalCount: number | null;
  totalPages: number | null;
  statusCounts?: Record<string, number>;
};

/**
 * The search endpoint of each item type, seen through what the four share: the body the lists
 * build generically (the server still checks it against the type's own filters and sorts) and
 * the common answer.
 */
type TItemSearchEndpoint = TEndpoint & {
  method: 'POST';
  body: z.ZodType<unknown, TItemSearchBody>;
  answer: z.ZodType<TItemSearchAnswer>;
};
const SEARCH_ENDPOINTS = {
  todo: TODO_ENDPOINTS.search,
  rock: ROCK_ENDPOINTS.search,
  issue: ISSUE_ENDPOINTS.search,
  headline: HEADLINE_ENDPOINTS.search,
} as Record<TItemType, TItemSearchEndpoint>;

/** `POST {plural}/search`: a window of the items the caller sees, with the total when asked. */
export async function searchItems<TItem>(
  type: TItemType,
  body: TItemSearchBody,
): Promise<TItemSearchResult<TItem>> {
  const answer = (await call(SEARCH_ENDPOINTS[type], { body })) as TItemSearchAnswer & { items: TItem[] };
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
