import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { SEARCH_BUFFER_SIZE, SEARCH_PAGE_SIZE } from '@cairn/domain/search/search.constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { call } from '../../../lib/call.ts';

/** The list's request: the text typed and the 1-based page shown. */
export type TMeetingListRequest = { text: string; page: number };

/** The body of `POST meetings/search` (002 §3 Search). */
export type TMeetingSearchBody = {
  startIndex: number;
  endIndex: number;
  includeTotalCount: boolean;
  filters: { 'text-search'?: [string] };
  sorts: { property: 'isFavorite' | 'title' | 'nextDate'; ascending: boolean }[];
};

/** One window of the search answer. */
export type TMeetingSearchResult = { items: TMeeting[]; totalCount: number; totalPages: number };

/** Query key of one search window; filters and window are part of it. */
const meetingSearchQueryKey = (body: TMeetingSearchBody) => ['meeting', 'search', body] as const;

/**
 * The search body for a page: the list asks for the buffer of 100 rows that holds the page
 * (002 §9: page size 25, buffer 100), favourites first, then by title.
 */
function searchBodyFor({ text, page }: TMeetingListRequest): TMeetingSearchBody {
  const firstRow = (page - 1) * SEARCH_PAGE_SIZE;
  const startIndex = Math.floor(firstRow / SEARCH_BUFFER_SIZE) * SEARCH_BUFFER_SIZE;
  const trimmed = text.trim();
  return {
    startIndex,
    endIndex: startIndex + SEARCH_BUFFER_SIZE,
    includeTotalCount: true,
    filters: trimmed ? { 'text-search': [trimmed] } : {},
    sorts: [
      { property: 'isFavorite', ascending: false },
      { property: 'title', ascending: true },
    ],
  };
}

/** Searches the caller's meetings (`POST meetings/search`); meetings they may not see are left out. */
async function searchMeetings(body: TMeetingSearchBody): Promise<TMeetingSearchResult> {
  const answer = await call(E.search, { body });
  return { items: answer.items, totalCount: answer.totalCount ?? 0, totalPages: answer.totalPages ?? 0 };
}

/** Query options of one search window. */
export function meetingSearchQueryOptions(body: TMeetingSearchBody) {
  return queryOptions({
    queryKey: meetingSearchQueryKey(body),
    queryFn: () => searchMeetings(body),
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });
}

/**
 * The meetings of one page of the list: the page's 25 rows cut from its buffer, with the
 * totals. While another page or text loads, the previous rows stay (no flicker).
 */
export function useMeetingSearch(request: TMeetingListRequest) {
  const body = searchBodyFor(request);
  const query = useQuery(meetingSearchQueryOptions(body));
  const shown = useRef<TMeeting[] | undefined>(undefined);
  // While the next window loads, the rows of the previous page stay on screen.
  if (!query.isPlaceholderData) {
    const offset = (request.page - 1) * SEARCH_PAGE_SIZE - body.startIndex;
    shown.current = query.data?.items.slice(offset, offset + SEARCH_PAGE_SIZE);
  }
  return { ...query, items: shown.current };
}
