import { LIVE_MEETING_ENDPOINTS as E } from '@cairn/domain/live-meeting/live-meeting.endpoints';
import type { ZChecklistAnswer } from '@cairn/domain/live-meeting/live-meeting-history.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

type TChecklist = z.infer<typeof ZChecklistAnswer>['checklist'];
export type TChecklistItem = TChecklist['items'][number];

/** Starts with 'meeting': the meeting's live change event (a save elsewhere) refreshes it. */
const checklistKey = (meetingThreadId: string) => ['meeting', meetingThreadId, 'checklist'] as const;

/** `GET meeting/{id}/getchecklist`: the series' pre-meeting list (the default until edited). */
export function useMeetingChecklist(meetingThreadId: string) {
  return useQuery({
    queryKey: checklistKey(meetingThreadId),
    queryFn: async ({ signal }) =>
      (await call(E.checklist, { params: { id: meetingThreadId }, signal })).checklist,
  });
}

/**
 * `PUT meeting/{id}/updatechecklist` with the version it was read at (a tick, an added or removed
 * item), or `PUT .../resetchecklist` with `reset`. The answer becomes the cached list; a 409
 * (someone else saved first) reloads it; the error notice says why.
 */
export function useSaveChecklist(meetingThreadId: string) {
  const queryClient = useQueryClient();
  const key = checklistKey(meetingThreadId);
  return useMutation({
    mutationFn: async (change: { items: TChecklistItem[]; version: number } | 'reset') =>
      (change === 'reset'
        ? await call(E.resetChecklist, { params: { id: meetingThreadId } })
        : await call(E.updateChecklist, { params: { id: meetingThreadId }, body: change })
      ).checklist,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
