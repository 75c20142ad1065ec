import type { TLiveMeetingAction } from '@cairn/domain/live-meeting/live-meeting.constants';
import { LIVE_ACTION_ENDPOINTS as A } from '@cairn/domain/live-meeting/live-meeting.endpoints';
import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import { isApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

/** One click waiting for the connection: the action and what it carried. */
type TQueuedAction = {
  action: TLiveMeetingAction;
  body: Record<string, unknown>;
};

/** A queued click the server refused once it could answer (the meeting had moved on). */
export type TReplayRefusal = { action: TLiveMeetingAction; text: string };

type TQueueListener = () => void;

/** Retry pause while the connection stays down and the browser does not say it is back. */
const RETRY_MS = 3000;

/** Sends one action; the answer's live meeting, or throws (ApiError status 0: no connection). */
export async function postLiveAction(
  action: TLiveMeetingAction,
  body: Record<string, unknown>,
): Promise<TLiveMeeting> {
  // The queue holds clicks of any action, so the body is the action's own, checked by its schema on the server.
  return (await call(A[action], { body } as never)).liveMeeting;
}

const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * The drop-proof queue of one meeting (issue #12): a click made while the connection is down
 * waits here, in order, and is sent again when the connection returns. A replayed click carries
 * no version: the server answers or refuses it from the meeting's state at that moment (its own
 * guards make a repeated move or solve a no-op), so nothing is lost and nothing is done twice.
 */
export function createLiveActionQueue(options: {
  onAnswer: (liveMeeting: TLiveMeeting) => void;
  onRefused: (refusal: TReplayRefusal) => void;
}) {
  const waiting: TQueuedAction[] = [];
  const listeners = new Set<TQueueListener>();
  let isReplaying = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let snapshot = 0;

  const changed = () => {
    snapshot = waiting.length;
    for (const listener of listeners) listener();
  };

  const scheduleRetry = () => {
    if (retryTimer || waiting.length === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void replay();
    }, RETRY_MS);
  };

  /** Sends the waiting clicks in order; stops at the first one the network still cannot carry. */
  async function replay(): Promise<void> {
    if (isReplaying) return;
    isReplaying = true;
    try {
      while (waiting.length > 0) {
        const next = waiting[0] as TQueuedAction;
        try {
          options.onAnswer(await postLiveAction(next.action, next.body));
        } catch (error) {
          if (isNetworkFailure(error)) {
            scheduleRetry();
            return;
          }
          options.onRefused({ action: next.action, text: error instanceof Error ? error.message : '' });
        }
        waiting.shift();
        changed();
      }
    } finally {
      isReplaying = false;
    }
  }

  const onOnline = () => void replay();
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  return {
    /** How many clicks wait (for useSyncExternalStore). */
    size: () => snapshot,
    subscribe(listener: TQueueListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** True when a click must wait: the browser is offline or earlier clicks still wait. */
    mustWait: () => waiting.length > 0 || (typeof navigator !== 'undefined' && navigator.onLine === false),
    /** Keeps a click for later (without its version: the server judges it by its state then). */
    enqueue(action: TLiveMeetingAction, body: Record<string, unknown>) {
      const { version: _version, ...rest } = body;
      waiting.push({ action, body: rest });
      changed();
      scheduleRetry();
    },
    isNetworkFailure,
    replay,
    dispose() {
      if (retryTimer) clearTimeout(retryTimer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      listeners.clear();
    },
  };
}
