import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting, TMeetingOwnerRequest } from '@cairn/domain/meetings/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { storeChangedMeeting } from './get-meeting.ts';

/**
 * "Reassign the Meeting Owner" (`PUT meeting/{id}/owner`): the new owner is invited if they
 * were not yet; with `version`, a stale read answers 409.
 */
async function setMeetingOwner(id: string, body: TMeetingOwnerRequest): Promise<TMeeting> {
  return (await call(E.setOwner, { params: { id }, body })).meeting;
}

/** Mutation hook of the reassign-owner panel, which shows failures next to its picker. */
export function useSetMeetingOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TMeetingOwnerRequest & { id: string }) => setMeetingOwner(id, body),
    meta: { handlesErrors: true },
    onSuccess: (meeting) => storeChangedMeeting(queryClient, meeting),
  });
}
