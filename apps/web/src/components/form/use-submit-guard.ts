import { useCallback, useRef, useState } from 'react';

/** What `useSubmitGuard` gives a form: whether a submit runs, the guarded runner and a reset. */
export type TSubmitGuard = {
  /** True from the first click until the request failed (or `release` was called). */
  isBusy: boolean;
  /**
   * Runs `task` unless one already ran: a second click (a double click, or a click while the
   * popup closes) is ignored. A task that rejects unlocks, so the person can fix and retry; one
   * that resolves keeps the lock, since a successful save closes its popup.
   */
  run: (task: () => Promise<unknown>) => Promise<void>;
  /** Unlocks after a success that keeps the form open (e.g. "Add and create another"). */
  release: () => void;
};

/**
 * The one submit guard of every form and action button (issue 35): a ref, not state, because a
 * double click lands before React has re-rendered the button as disabled, and a fast answer on
 * loopback can finish before the second click while the popup is still animating out.
 */
export function useSubmitGuard(): TSubmitGuard {
  const lock = useRef(false);
  const [isBusy, setBusy] = useState(false);
  const release = useCallback(() => {
    lock.current = false;
    setBusy(false);
  }, []);
  const run = useCallback(
    async (task: () => Promise<unknown>) => {
      if (lock.current) return;
      lock.current = true;
      setBusy(true);
      try {
        await task();
      } catch {
        // The task reported its own error (a mutation's onError, a form message): only unlock.
        release();
      }
    },
    [release],
  );
  return { isBusy, run, release };
}
