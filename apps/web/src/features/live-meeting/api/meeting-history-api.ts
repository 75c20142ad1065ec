import { LIVE_MEETING_ENDPOINTS as E } from '@cairn/domain/live-meeting/live-meeting.endpoints';
import type {
  ZMeetingHistoryAnswer,
  ZMeetingSummaryAnswer,
} from '@cairn/domain/live-meeting/live-meeting-history.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';

export type TMeetingHistoryPage = z.infer<typeof ZMeetingHistoryAnswer>;
export type TMeetingSummary = z.infer<typeof ZMeetingSummaryAnswer>['meeting'];

/** Keys start with 'meeting': a meeting's change (an ended occurrence) refreshes them. */
const meetingHistoryKeys = {
  page: (meetingThreadId: string, page: number) => ['meeting', meetingThreadId, 'history', page] as const,
  summary: (meetingId: string) => ['meeting', 'summary', meetingId] as const,
};

/** Past meetings a page at a time. */
export const HISTORY_PAGE_SIZE = 20;

/** `GET meetings/{meetingThreadId}/history?page=`: the past meetings, newest first. */
export function useMeetingHistory(meetingThreadId: string, page: number) {
  return useQuery({
    queryKey: meetingHistoryKeys.page(meetingThreadId, page),
    queryFn: ({ signal }) =>
      call(E.history, { params: { meetingThreadId }, query: { page, pageSize: HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET meeting-summary/{meetingId}`: the frozen summary of one ended meeting. */
export function useMeetingSummary(meetingId: string) {
  return useQuery({
    queryKey: meetingHistoryKeys.summary(meetingId),
    queryFn: async ({ signal }) => (await call(E.summary, { params: { meetingId }, signal })).meeting,
    // A summary is frozen: it never changes once made.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
