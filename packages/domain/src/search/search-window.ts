import { SEARCH_PAGE_SIZE } from './search.constants.ts';

/** How many pages of `pageSize` hold `totalCount` items (0 items is 0 pages). */
export function totalPagesOf(totalCount: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Math.ceil(totalCount / pageSize);
}

/**
 * The totals of a search answer: both null when the caller did not ask for them, so a list
 * that already knows its total does not pay for counting again.
 */
export function searchTotals(
  totalCount: number,
  includeTotalCount: boolean,
): { totalCount: number | null; totalPages: number | null } {
  return includeTotalCount
    ? { totalCount, totalPages: totalPagesOf(totalCount) }
    : { totalCount: null, totalPages: null };
}
