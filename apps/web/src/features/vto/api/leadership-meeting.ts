import { MEETING_ENDPOINTS as M } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { itemKeys, searchItems } from '../../../components/item-list/item-search.ts';
import { call } from '../../../lib/call.ts';

/** Under the meetings' own key root, so live meeting events and the meetings pages refresh it. */
const meetingsKey = ['meeting', 'vto-leadership'] as const;

/** The meetings the viewer sees (an organisation has tens), to find or choose the leadership team's. */
export function useMeetingsForLeadership() {
  return useQuery({
    queryKey: meetingsKey,
    queryFn: async ({ signal }) => {
      const body = {
        startIndex: 0,
        endIndex: 100,
        includeTotalCount: false,
        filters: {},
        sorts: [{ property: 'title' as const, ascending: true }],
      };
      return (await call(M.search, { body, signal })).items as TMeeting[];
    },
  });
}

/** Marks the leadership team meeting (`PUT org/leadershipteam/{id}/true`, Owner and Admin); every meeting list refreshes. */
export function useMarkLeadershipMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (meetingId: string) =>
      (await call(M.setLeadershipTeam, { params: { meetingId, isLeadershipTeam: 'true' } })).meeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meeting'] }),
  });
}

/** The company rocks of the leadership team meeting, to link on the V/TO (issue 35 point 2). */
export function useCompanyRocks(meetingId: string | null) {
  const body = {
    startIndex: 0,
    endIndex: 100,
    includeTotalCount: false,
    filters: { 'traction-ids': [meetingId ?? ''], type: ['company'] },
    sorts: [{ property: 'title', ascending: true }],
  };
  return useQuery({
    queryKey: itemKeys('rock').search(body),
    queryFn: async () => (await searchItems<TRock>('rock', body)).items,
    enabled: meetingId !== null,
  });
}
