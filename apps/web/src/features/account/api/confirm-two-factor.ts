import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import type { TTwoFactorCodeRequest } from '@cairn/domain/account/two-factor.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';
import { accountSessionsKey } from './account-sessions.ts';
import { twoFactorStatusKey } from './two-factor-status.ts';

/** A first code from the app turns two-factor on (the server replaces the session cookie). */
function confirmTwoFactor(body: TTwoFactorCodeRequest) {
  return call(E.confirm, { body });
}

/** Mutation hook: on success the session (now with two-factor) and the lists reload. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: async () => {
      await reloadSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
      await queryClient.invalidateQueries({ queryKey: accountSessionsKey });
    },
    meta: { handlesErrors: true },
  });
}
