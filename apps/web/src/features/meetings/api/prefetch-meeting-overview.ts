import type { QueryClient } from '@tanstack/react-query';
import type { TItemType } from '../../../components/item-list/item-search.ts';
import {
  HEADLINE_LIST_CONFIG,
  ISSUE_LIST_CONFIG,
  ROCK_LIST_CONFIG,
  TODO_LIST_CONFIG,
} from '../../../components/item-list/list-configs.ts';
import {
  initialListRequest,
  itemListPageBody,
  type TItemListConfig,
} from '../../../components/item-list/use-item-list-search.ts';
import { itemSearchQueryOptions } from '../../../components/item-list/use-item-search.ts';
import { meetingQueryOptions } from './get-meeting.ts';

/** The meeting overview's lists, as its sections open them. */
const MEETING_LISTS: readonly [TItemType, TItemListConfig<string, string>][] = [
  ['rock', ROCK_LIST_CONFIG],
  ['headline', HEADLINE_LIST_CONFIG],
  ['todo', TODO_LIST_CONFIG],
  ['issue', ISSUE_LIST_CONFIG],
];

/**
 * Starts the meeting overview's first calls (the meeting and the first page of each of its
 * lists, with the same keys the page uses) while the page's code is still loading, so the page
 * finds them answered or on their way instead of asking only once it has rendered.
 */
export function prefetchMeetingOverview(queryClient: QueryClient, meetingId: string): void {
  void queryClient.prefetchQuery(meetingQueryOptions(meetingId));
  for (const [type, config] of MEETING_LISTS) {
    const body = itemListPageBody(config, initialListRequest(config, meetingId), null);
    void queryClient.prefetchQuery(itemSearchQueryOptions(type, body));
  }
}
