import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import type { TRemoveInMeetingRequest } from '@cairn/domain/rocks/rocks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { notifyError } from '../../../lib/notify.ts';
import { rockKeys } from './rock-query-keys.ts';

/**
 * `POST rocks/remove-in-meeting/{meetingId}`: takes rocks off one meeting without deleting them.
 * A rock that cannot leave (its only meeting, not in it, not seen) is listed in `failedIds`.
 */
async function removeRocksInMeeting(meetingId: string, body: TRemoveInMeetingRequest) {
  return call(ROCK_ENDPOINTS.removeInMeeting, { params: { meetingId }, body });
}

/**
 * Takes rocks off a meeting; when some could not be removed it says so (000 §8 'Failed to
 * remove some rocks', the server's message) and the lists refresh either way.
 */
export function useRemoveRocksInMeeting(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rockIds: string[]) => removeRocksInMeeting(meetingId, { rockIds }),
    onSuccess: (answer) => {
      if (answer.failedIds.length === 0) return;
      const text = answer.messages.find((m) => m.type === 'error')?.text ?? ROCK_TEXTS.someNotRemoved;
      notifyError(new ApiError(200, [{ id: 'ROCKS_NOT_REMOVED', type: 'error', text }]));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rockKeys.all }),
  });
}
