import { SEARCH_PAGE_SIZE } from '@cairn/domain/search/search.constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { logger } from '../../lib/logger.ts';
import { itemKeys, searchItems, type TItemSearchBody, type TItemType, windowOfPage } from './item-search.ts';

/** A status filter of a list and the item statuses it holds (its count is their sum). */
type TCountedStatus<TStatus extends string> = { value: TStatus; statuses: readonly string[] };

type TOptions<TStatus extends string> = {
  type: TItemType;
  page: number;
  /** The search body of the page's window (`pageSearchBody`). */
  body: TItemSearchBody;
  /** The status filters whose counts the filter labels show. */
  countedStatuses: readonly TCountedStatus<TStatus>[];
  /** False while the body cannot be built yet (a 'mine' list before the session is known). */
  isEnabled?: boolean;
};

/**
 * The body of the search holding a 1-based page: the 100-row buffer around it (002 §9), with the
 * counts per status, given how the list builds the body of a window.
 */
export function pageSearchBody(
  page: number,
  bodyOf: (window: { startIndex: number; endIndex: number }) => TItemSearchBody,
): TItemSearchBody {
  const { startIndex, endIndex } = windowOfPage(page);
  return { ...bodyOf({ startIndex, endIndex }), includeStatusCounts: true };
}

/**
 * Query options of one item search; the list hook and the route prefetch share them (same key).
 * A failed search is logged, not toasted (002 §8): the list shows its own error state.
 */
export function itemSearchQueryOptions<TItem>(type: TItemType, body: TItemSearchBody) {
  return queryOptions({
    queryKey: itemKeys(type).search(body),
    queryFn: async () => {
      try {
        return await searchItems<TItem>(type, body);
      } catch (error) {
        logger.warn(`The ${type} search failed`, error);
        throw error;
      }
    },
    meta: { isSilent: true },
  });
}

/**
 * One page of an item list from `POST {type}/search` (002 §3, §9): asks for the 100-row buffer
 * holding the page, keeps the previous rows while the next ones load, and takes each status
 * filter's count from the same answer (`includeStatusCounts`: one GROUP BY on the server), so a
 * list costs one call, not one per status.
 */
export function useItemSearch<TItem, TStatus extends string>(options: TOptions<TStatus>) {
  const { type, page, body, countedStatuses, isEnabled = true } = options;
  const { offset } = windowOfPage(page);
  const search = useQuery({
    ...itemSearchQueryOptions<TItem>(type, body),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
  // The rows render at a lower priority than what the user does, in slices that leave the main
  // thread free in between (a page's lists arriving at once were one long task on a phone); until
  // that render is done the list still shows its loader.
  const data = useDeferredValue(search.data);
  const statusCounts = data?.statusCounts;
  const counts: Partial<Record<TStatus, number>> = {};
  if (statusCounts) {
    for (const counted of countedStatuses) {
      counts[counted.value] = counted.statuses.reduce<number>(
        (sum, status) => sum + (statusCounts[status] ?? 0),
        0,
      );
    }
  }
  return {
    items: data?.items.slice(offset, offset + SEARCH_PAGE_SIZE) ?? [],
    totalPages: data?.totalPages ?? 0,
    isPending: search.isPending || (search.data !== undefined && data === undefined),
    isError: search.isError,
    retry: () => void search.refetch(),
    counts,
  };
}
