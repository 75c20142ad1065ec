import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import type { TTwoFactorDisableRequest } from '@cairn/domain/account/two-factor.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';
import { accountSessionsKey } from './account-sessions.ts';
import { twoFactorStatusKey } from './two-factor-status.ts';

/** Turns two-factor off with the password and a current code (the session cookie is replaced). */
function turnOffTwoFactor(body: TTwoFactorDisableRequest) {
  return call(E.disable, { body });
}

/** Mutation hook: on success the session and the lists reload. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoFactor,
    onSuccess: async () => {
      await reloadSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
      await queryClient.invalidateQueries({ queryKey: accountSessionsKey });
    },
    meta: { handlesErrors: true },
  });
}
