import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../lib/api-client.ts';

/** 002 §9: the meeting selector loads up to 1000 meetings at once. */
export const MEETING_SELECTOR_SIZE = 1000;

/** The selector's search body: the caller's active meetings (those they see), by title. */
export const MEETING_SELECTOR_BODY = {
  startIndex: 0,
  endIndex: MEETING_SELECTOR_SIZE,
  includeTotalCount: false,
  filters: {},
  sorts: [{ property: 'title', ascending: true }],
} as const;

/** Query options of the caller's meetings for selectors (`POST meetings/search`, key ['meeting', 'search', ...]). */
export function myMeetingsQueryOptions() {
  return queryOptions({
    queryKey: ['meeting', 'search', MEETING_SELECTOR_BODY] as const,
    queryFn: async () =>
      (await apiSend<{ items: TMeeting[] }>('POST', '/meetings/search', MEETING_SELECTOR_BODY)).items,
  });
}

/** The caller's meetings (for the meeting selector and the "needs a meeting first" check). */
export function useMyMeetings(isEnabled = true) {
  return useQuery({ ...myMeetingsQueryOptions(), enabled: isEnabled });
}
