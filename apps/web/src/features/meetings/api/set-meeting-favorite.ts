import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { storeChangedMeeting } from './get-meeting.ts';

/** Marks or unmarks a meeting as the caller's favourite (`PUT meeting/{id}/favorite`); any role may. */
async function setMeetingFavorite(id: string, isFavorite: boolean): Promise<TMeeting> {
  return (await call(E.setFavorite, { params: { id }, body: { isFavorite } })).meeting;
}

/** Mutation hook of the favourite star; the lists refresh so favourites move to the top. */
export function useSetMeetingFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isFavorite }: { id: string; isFavorite: boolean }) =>
      setMeetingFavorite(id, isFavorite),
    onSuccess: (meeting) => storeChangedMeeting(queryClient, meeting),
  });
}
