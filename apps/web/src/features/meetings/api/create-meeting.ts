import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TCreateMeetingRequest, TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { storeChangedMeeting } from './get-meeting.ts';

/** Creates a meeting (`POST meetings`); the caller becomes its owner and is always invited. */
async function createMeeting(body: TCreateMeetingRequest): Promise<TMeeting> {
  return (await call(E.create, { body })).meeting;
}

/** Mutation hook of the create popup, which shows failures on its fields or as the create toast. */
export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    meta: { handlesErrors: true },
    onSuccess: (meeting) => storeChangedMeeting(queryClient, meeting),
  });
}
