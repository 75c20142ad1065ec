import { LIVE_RECONNECT } from '@cairn/domain/realtime/events';

/** Timing of the hub reconnect policy (spec 002 §4, §9). */
export type TReconnectPolicy = {
  /** Pause between attempts after the first, immediate one. */
  intervalMs: number;
  /** A cycle of attempts stops this long after it started. */
  giveUpAfterMs: number;
  /** After a cycle gave up (the connection is "closed"), a new cycle starts after this pause. */
  restartAfterMs: number;
};

/** Immediately, then every 5 s up to 90 s; 10 s after giving up, start over. */
export const HUB_RECONNECT_POLICY: TReconnectPolicy = {
  intervalMs: LIVE_RECONNECT.maxDelayMs,
  giveUpAfterMs: LIVE_RECONNECT.giveUpAfterMs,
  restartAfterMs: 10_000,
};

export type TReconnector = {
  /** Starts a cycle (no-op when one is running): one attempt now, more on each `failed()`. */
  start: () => void;
  /** The last attempt failed: schedules the next one, or gives up and schedules a restart. */
  failed: () => void;
  /** Connected: stops scheduling. */
  succeeded: () => void;
  /** Stops for good (sign-out, unmount). */
  stop: () => void;
};

/**
 * The spec's reconnect schedule, which socket.io's exponential backoff cannot express (an
 * immediate try, then a fixed 5 s step inside a 90 s window, then a restart 10 s after closing).
 * `attempt` opens the connection; the caller reports the outcome with `failed` / `succeeded`.
 */
export function createReconnector(options: {
  attempt: () => void;
  onGiveUp: () => void;
  policy?: TReconnectPolicy;
}): TReconnector {
  const policy = options.policy ?? HUB_RECONNECT_POLICY;
  let cycleStartedAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const start = () => {
    if (cycleStartedAt !== null) return;
    clearTimer();
    cycleStartedAt = Date.now();
    options.attempt();
  };

  return {
    start,
    failed: () => {
      if (cycleStartedAt === null || timer !== null) return;
      const elapsed = Date.now() - cycleStartedAt;
      if (elapsed + policy.intervalMs <= policy.giveUpAfterMs) {
        timer = setTimeout(() => {
          timer = null;
          options.attempt();
        }, policy.intervalMs);
        return;
      }
      cycleStartedAt = null;
      options.onGiveUp();
      timer = setTimeout(() => {
        timer = null;
        start();
      }, policy.restartAfterMs);
    },
    succeeded: () => {
      clearTimer();
      cycleStartedAt = null;
    },
    stop: () => {
      clearTimer();
      cycleStartedAt = null;
    },
  };
}
