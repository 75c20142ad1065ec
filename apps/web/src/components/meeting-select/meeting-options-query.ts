import { MEETING_ENDPOINTS } from '@cairn/domain/meetings/meetings.endpoints';
import type { ZMeetingSearchRequest } from '@cairn/domain/meetings/meetings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/call.ts';

/** 002 §9: the meeting selector loads up to 1000 meetings at once. */
const MEETING_SELECTOR_SIZE = 1000;

/** The selector's search body: the caller's active meetings (those they see), by title. */
const MEETING_SELECTOR_BODY: z.input<typeof ZMeetingSearchRequest> = {
  startIndex: 0,
  endIndex: MEETING_SELECTOR_SIZE,
  includeTotalCount: false,
  filters: {},
  sorts: [{ property: 'title', ascending: true }],
};

/** Query options of the caller's meetings for selectors (`POST meetings/search`, key ['meeting', 'search', ...]). */
function myMeetingsQueryOptions() {
  return queryOptions({
    queryKey: ['meeting', 'search', MEETING_SELECTOR_BODY] as const,
    queryFn: async () => (await call(MEETING_ENDPOINTS.search, { body: MEETING_SELECTOR_BODY })).items,
  });
}

/** The caller's meetings (for the meeting selector and the "needs a meeting first" check). */
export function useMyMeetings(isEnabled = true) {
  return useQuery({ ...myMeetingsQueryOptions(), enabled: isEnabled });
}
