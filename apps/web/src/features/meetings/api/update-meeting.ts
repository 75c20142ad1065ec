import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting, TUpdateMeetingRequest } from '@cairn/domain/meetings/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { storeChangedMeeting } from './get-meeting.ts';

/**
 * Saves the edit form (`PUT meeting/{id}`): title, invitees, agenda and schedule with the
 * `version` it was read at; a stale version answers 409 and changes nothing.
 */
async function updateMeeting(id: string, body: TUpdateMeetingRequest): Promise<TMeeting> {
  return (await call(E.update, { params: { id }, body })).meeting;
}

/** Mutation hook of the edit popup (it shows 409 and field messages itself). */
export function useUpdateMeeting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMeetingRequest) => updateMeeting(id, body),
    meta: { handlesErrors: true },
    onSuccess: (meeting) => storeChangedMeeting(queryClient, meeting),
  });
}
