import type { TLiveMeetingAction } from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** The live meeting as the page keeps it: the answer and the client's offset from the server clock. */
export type TLiveView = TLiveMeeting & { clockOffsetMs: number };

export const liveMeetingKeys = {
  one: (meetingThreadId: string) => ['live-meeting', meetingThreadId] as const,
};

/** Server clock minus client clock at the moment the answer arrived (timers use server instants). */
const withOffset = (liveMeeting: TLiveMeeting): TLiveView => ({
  ...liveMeeting,
  clockOffsetMs: Date.parse(liveMeeting.serverTime) - Date.now(),
});

/** `GET live-meeting/{meetingThreadId}`. */
export function useLiveMeeting(meetingThreadId: string) {
  return useQuery({
    queryKey: liveMeetingKeys.one(meetingThreadId),
    queryFn: async ({ signal }) =>
      withOffset(
        (await apiGet<{ liveMeeting: TLiveMeeting }>(`/live-meeting/${meetingThreadId}`, { signal }))
          .liveMeeting,
      ),
    meta: { isSilent: true },
  });
}

/**
 * `POST live-meeting/{action}` with the version the page shows; the answer replaces the cached
 * state, so the page shows the server's state after every click.
 */
export function useLiveAction(meetingThreadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { action: TLiveMeetingAction; body?: Record<string, unknown> }) => {
      const current = queryClient.getQueryData<TLiveView>(liveMeetingKeys.one(meetingThreadId));
      const answer = await apiSend<{ liveMeeting: TLiveMeeting }>('POST', `/live-meeting/${input.action}`, {
        meetingThreadId,
        ...(current?.meetingId ? { meetingId: current.meetingId } : {}),
        ...(current ? { version: current.version } : {}),
        ...input.body,
      });
      return withOffset(answer.liveMeeting);
    },
    onSuccess: (view) => queryClient.setQueryData(liveMeetingKeys.one(meetingThreadId), view),
    meta: { handlesErrors: true },
  });
}
