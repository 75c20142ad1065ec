import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { meetingsQueryRoot, storeChangedMeeting } from './get-meeting.ts';

/**
 * Marks (or unmarks) the organisation's leadership team meeting
 * (`PUT org/leadershipteam/{meetingId}/{true|false}`, Owner and Admin); marking one clears the other.
 */
async function setLeadershipTeam(meetingId: string, isLeadershipTeam: boolean): Promise<TMeeting> {
  return (await call(E.setLeadershipTeam, { params: { meetingId, isLeadershipTeam: `${isLeadershipTeam}` } }))
    .meeting;
}

/** Mutation hook of the leadership action; every meeting refreshes, since the previous one lost its mark. */
export function useSetLeadershipTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isLeadershipTeam }: { id: string; isLeadershipTeam: boolean }) =>
      setLeadershipTeam(id, isLeadershipTeam),
    onSuccess: async (meeting) => {
      await storeChangedMeeting(queryClient, meeting);
      await queryClient.invalidateQueries({ queryKey: meetingsQueryRoot });
    },
  });
}
