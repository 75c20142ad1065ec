import { QUARTERLY_ENDPOINTS as E } from '@cairn/domain/quarterly/quarterly.endpoints';
import type { TFinishQuarterlyRequest } from '@cairn/domain/quarterly/quarterly.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { quarterlyKey } from './quarterly-state.ts';

/** `POST meeting/{meetingThreadId}/quarterly/start`: opens (or answers the open) session. */
export function useStartQuarterly(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quarter: string) =>
      call(E.start, { params: { meetingThreadId: meetingId }, body: { quarter } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quarterlyKey(meetingId) }),
  });
}

/**
 * `POST quarterly-session/{id}/finish`: the whole result in one call. The page shows a refusal's
 * messages itself (next to the step they name), so the global error toast stays quiet.
 */
export function useFinishQuarterly(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TFinishQuarterlyRequest }) =>
      call(E.finish, { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      // Rocks and issues changed too: their lists refresh by type.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quarterlyKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: ['rock'] }),
        queryClient.invalidateQueries({ queryKey: ['issue'] }),
      ]);
    },
  });
}
