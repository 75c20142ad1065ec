import type { TColorTag } from '@cairn/domain/meetings/meetings.constants';
import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { storeChangedMeeting } from './get-meeting.ts';

/** Sets a meeting's colour tag (`PUT meeting/{id}/color-tag`, 000 §7); `None` removes the label. */
async function setMeetingColorTag(id: string, colorTag: TColorTag): Promise<TMeeting> {
  return (await call(E.setColorTag, { params: { id }, body: { colorTag } })).meeting;
}

/** Mutation hook of the colour tag menu and the edit popup; failures show the app's error toast. */
export function useSetMeetingColorTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, colorTag }: { id: string; colorTag: TColorTag }) => setMeetingColorTag(id, colorTag),
    onSuccess: (meeting) => storeChangedMeeting(queryClient, meeting),
  });
}
