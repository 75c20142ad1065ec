import type { SESSION_ENDPOINTS } from '@cairn/domain/account/session.endpoints';
import type { TEndpointAnswer } from '@cairn/domain/common/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiSend } from '../lib/api-client.ts';
import { watchForDuplicateTab } from '../lib/session/session-context-id.ts';
import { sessionQueryKey, type TSession } from '../lib/session/session-query.ts';
import { useSessionRenewal } from '../lib/session/use-session-renewal.ts';

/**
 * Puts a duplicated tab's own context in the organisation it was copied in. A first-page call:
 * typed by its endpoint, called by path (docs/architecture.md, One API contract).
 */
function keepTabInOrg(orgId: string) {
  return apiSend<TEndpointAnswer<typeof SESSION_ENDPOINTS.switchOrg>>(
    'PUT',
    `/session/org/${encodeURIComponent(orgId)}`,
  );
}

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
        if (orgId) void keepTabInOrg(orgId).catch(() => {});
      }),
    [queryClient],
  );
  return null;
}
