import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { storeChangedMeeting } from './get-meeting.ts';

/**
 * Archives a meeting (`DELETE meeting/{id}`): it leaves the lists, loses its next date and frees
 * its title; nothing is deleted.
 */
async function archiveMeeting(id: string): Promise<TMeeting> {
  return (await call(E.archive, { params: { id } })).meeting;
}

/** Mutation hook of the archive action (after its confirmation); failures show the app's toast. */
export function useArchiveMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveMeeting,
    onSuccess: (meeting) => storeChangedMeeting(queryClient, meeting),
  });
}
