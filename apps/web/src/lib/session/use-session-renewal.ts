import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logger } from '../logger.ts';
import { reloadSession, useSession } from './session-query.ts';

/** How long before its expiry a session is renewed (002 §9 token refresh margin). */
export const SESSION_RENEWAL_MARGIN_MS = 300_000;
/** The longest delay a browser timer takes (about 24.8 days); a later renewal is rescheduled then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Renews the session 300 s before it expires (002 §4): reloading it is a request, and the server
 * slides a session's expiry on use, so a tab left open for weeks stays signed in. The new expiry
 * reschedules the timer.
 */
export function useSessionRenewal(): void {
  const queryClient = useQueryClient();
  const expiresAt = useSession().data?.session.expiresAt;
  useEffect(() => {
    if (!expiresAt) return undefined;
    const due = Date.parse(expiresAt) - SESSION_RENEWAL_MARGIN_MS - Date.now();
    // A timer cut at the browser's limit fires early: the reload still renews (the server slides
    // any session a day old), and the new expiry sets the next timer.
    const timer = setTimeout(
      () =>
        void reloadSession(queryClient).catch((error: unknown) =>
          logger.warn('session renewal failed', error),
        ),
      Math.max(0, Math.min(due, MAX_TIMER_MS)),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, queryClient]);
}
