import type { TLiveMeetingAction } from '@cairn/domain/live-meeting/live-meeting.constants';
import { LIVE_MEETING_ENDPOINTS as E } from '@cairn/domain/live-meeting/live-meeting.endpoints';
import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { notifyError } from '../../../lib/notify.ts';
import { createLiveActionQueue, postLiveAction } from './live-action-queue.ts';

/** The live meeting as the page keeps it: the answer and the client's offset from the server clock. */
export type TLiveView = TLiveMeeting & { clockOffsetMs: number };

/** Not an entity type: the meeting room's own events (use-live-meeting-events) refresh it. */
export const liveMeetingKeys = {
  one: (meetingThreadId: string) => ['live-meeting', meetingThreadId] as const,
};

/** Server clock minus client clock at the moment the answer arrived (timers use server instants). */
const withOffset = (liveMeeting: TLiveMeeting): TLiveView => ({
  ...liveMeeting,
  clockOffsetMs: Date.parse(liveMeeting.serverTime) - Date.now(),
});

/**
 * Puts an answer in the cache unless a newer state is there already (an event's refetch can
 * overtake a slow answer): the page only ever moves forward.
 */
function storeLiveAnswer(queryClient: QueryClient, liveMeeting: TLiveMeeting): void {
  queryClient.setQueryData<TLiveView>(liveMeetingKeys.one(liveMeeting.meetingThreadId), (old) =>
    !old || old.meetingId !== liveMeeting.meetingId || liveMeeting.version >= old.version
      ? withOffset(liveMeeting)
      : old,
  );
}

/** `GET live-meeting/{meetingThreadId}`. */
export function useLiveMeeting(meetingThreadId: string) {
  return useQuery({
    queryKey: liveMeetingKeys.one(meetingThreadId),
    queryFn: async ({ signal }) =>
      withOffset((await call(E.get, { params: { meetingThreadId }, signal })).liveMeeting),
    meta: { isSilent: true },
  });
}

export type TLiveActionInput = { action: TLiveMeetingAction; body?: Record<string, unknown> };

/**
 * `POST live-meeting/{action}` for the page. Each click names the series and the occurrence the
 * page shows; the server's own guards (the section or focus index the click saw) make double
 * clicks and races harmless, so no version is sent and a click is never refused for a change
 * someone else made a moment before. While the connection is down clicks wait in the
 * drop-proof queue and are sent in order when it returns (`waiting` counts them).
 */
export function useLiveActions(meetingThreadId: string, options: { onEnded: (meetingId: string) => void }) {
  const queryClient = useQueryClient();
  const [queue] = useState(() =>
    createLiveActionQueue({
      onAnswer: (liveMeeting) => storeLiveAnswer(queryClient, liveMeeting),
      onRefused: (refusal) => notifications.show({ color: 'orange', message: refusal.text, autoClose: 6000 }),
    }),
  );
  useEffect(() => () => queue.dispose(), [queue]);
  const waiting = useSyncExternalStore(queue.subscribe, queue.size);

  const mutation = useMutation({
    mutationFn: async ({ action, body }: TLiveActionInput) => {
      const current = queryClient.getQueryData<TLiveView>(liveMeetingKeys.one(meetingThreadId));
      const request = {
        meetingThreadId,
        ...(current?.meetingId && action !== 'join' && action !== 'start'
          ? { meetingId: current.meetingId }
          : {}),
        ...body,
      };
      if (queue.mustWait()) {
        queue.enqueue(action, request);
        return null;
      }
      try {
        return { action, liveMeeting: await postLiveAction(action, request) };
      } catch (error) {
        if (!queue.isNetworkFailure(error)) throw error;
        queue.enqueue(action, request);
        return null;
      }
    },
    onSuccess: (answer) => {
      if (!answer) return;
      if (answer.action === 'end' && answer.liveMeeting.meetingId) {
        options.onEnded(answer.liveMeeting.meetingId);
        return;
      }
      storeLiveAnswer(queryClient, answer.liveMeeting);
    },
    onError: (error) => {
      // The meeting moved on under the click: show where it is now.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: liveMeetingKeys.one(meetingThreadId) });
      notifyError(error);
    },
    // React Query would hold a mutation while the browser is offline; this one must run so the
    // click lands in the drop-proof queue and the page says it waits.
    networkMode: 'always',
    meta: { handlesErrors: true },
  });

  return {
    act: (action: TLiveMeetingAction, body?: Record<string, unknown>) => mutation.mutate({ action, body }),
    isPending: mutation.isPending,
    pendingAction: mutation.isPending ? mutation.variables?.action : undefined,
    waiting,
  };
}
