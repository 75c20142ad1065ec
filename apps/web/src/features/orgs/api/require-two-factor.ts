import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';
import { orgQueryKey } from './get-org.ts';

/** The Owner requires two-factor sign-in of every member (or stops); they must have it on first. */
function requireTwoFactor(orgId: string, isRequired: boolean) {
  return call(E.orgRequirement, { params: { id: orgId }, body: { requireTwoFactor: isRequired } });
}

/** Mutation hook for the Owner's switch; the organisation and the session reload. */
export function useRequireTwoFactor(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isRequired: boolean) => requireTwoFactor(orgId, isRequired),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orgQueryKey(orgId) });
      await reloadSession(queryClient);
    },
    meta: { handlesErrors: true },
  });
}
