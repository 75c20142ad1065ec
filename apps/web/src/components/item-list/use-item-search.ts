import { SEARCH_PAGE_SIZE } from '@cairn/domain/search/search.constants';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { itemKeys, searchItems, type TItemSearchBody, type TItemType, windowOfPage } from './item-search.ts';

type TWindow = { startIndex: number; endIndex: number };

type TOptions<TStatus extends string> = {
  type: TItemType;
  page: number;
  /** The search body of a window, for the list's status (or another status, for its count). */
  bodyOf: (window: TWindow, status: TStatus) => TItemSearchBody;
  status: TStatus;
  /** The statuses whose counts the filter labels show. */
  countedStatuses: readonly TStatus[];
};

/**
 * One page of an item list from `POST {type}/search` (002 §3, §9): asks for the 100-row buffer
 * holding the page, keeps the previous rows while the next ones load, and counts each status
 * with a one-row search (`includeTotalCount`), so the filters say how many each holds.
 */
export function useItemSearch<TItem, TStatus extends string>(options: TOptions<TStatus>) {
  const { type, page, bodyOf, status, countedStatuses } = options;
  const keys = itemKeys(type);
  const { startIndex, endIndex, offset } = windowOfPage(page);
  const body = bodyOf({ startIndex, endIndex }, status);
  const search = useQuery({
    queryKey: keys.search(body),
    queryFn: () => searchItems<TItem>(type, body),
    placeholderData: keepPreviousData,
  });
  const countQueries = useQueries({
    queries: countedStatuses.map((counted) => {
      const countBody = bodyOf({ startIndex: 0, endIndex: 1 }, counted);
      return { queryKey: keys.search(countBody), queryFn: () => searchItems<TItem>(type, countBody) };
    }),
  });
  const counts: Partial<Record<TStatus, number>> = {};
  countedStatuses.forEach((counted, index) => {
    counts[counted] = countQueries[index]?.data?.totalCount;
  });
  return {
    items: search.data?.items.slice(offset, offset + SEARCH_PAGE_SIZE) ?? [],
    totalPages: search.data?.totalPages ?? 0,
    isPending: search.isPending,
    isError: search.isError,
    counts,
  };
}
