import { SSO_ENDPOINTS as E } from '@cairn/domain/account/sso.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';
import { orgQueryKey } from './get-org.ts';

/** The Owner requires single sign-on for an email domain (or stops, with null). */
function requireSso(orgId: string, requiredDomain: string | null) {
  return call(E.orgRequirement, { params: { id: orgId }, body: { requiredDomain } });
}

/** Mutation hook for the Owner's switch; the organisation and the session reload. */
export function useRequireSso(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requiredDomain: string | null) => requireSso(orgId, requiredDomain),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orgQueryKey(orgId) });
      await reloadSession(queryClient);
    },
    meta: { handlesErrors: true },
  });
}
