import { useEffect, useState } from 'react';

/** How long signed-out pages wait before loading what the first screen does not need. */
export const SIGNED_OUT_DEFER_MS = 5000;

type TIdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` after `delayMs` and once the browser is idle, so that work the first screen
 * does not need (the live connection of a signed-out page, the confirm-modal machinery) never
 * competes with it. Returns a function that cancels it.
 */
export function runWhenIdle(callback: () => void, delayMs = 0): () => void {
  const idleWindow = window as TIdleWindow;
  let idleHandle: number | null = null;
  const timer = setTimeout(() => {
    if (idleWindow.requestIdleCallback)
      idleHandle = idleWindow.requestIdleCallback(callback, { timeout: 2000 });
    else callback();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== null) idleWindow.cancelIdleCallback?.(idleHandle);
  };
}

/** False at first, true once the browser was idle after `delayMs` (see `runWhenIdle`). */
export function useIsIdleAfter(delayMs: number, isEnabled = true): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (!isEnabled || isIdle) return undefined;
    return runWhenIdle(() => setIdle(true), delayMs);
  }, [delayMs, isEnabled, isIdle]);
  return isIdle;
}
