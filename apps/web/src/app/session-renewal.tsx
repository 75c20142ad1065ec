import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiSend } from '../lib/api-client.ts';
import { watchForDuplicateTab } from '../lib/session/session-context-id.ts';
import { sessionQueryKey, type TSession } from '../lib/session/session-query.ts';
import { useSessionRenewal } from '../lib/session/use-session-renewal.ts';

/**
 * Keeps the signed-in session renewed while the app is open, and a duplicated tab on a context
 * of its own, still in the organisation it was copied in (renders nothing).
 */
export function SessionRenewal() {
  useSessionRenewal();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchForDuplicateTab(() => {
        const orgId = queryClient.getQueryData<TSession>(sessionQueryKey)?.orgId;
        if (orgId) void apiSend('PUT', `session/org/${encodeURIComponent(orgId)}`).catch(() => {});
      }),
    [queryClient],
  );
  return null;
}
