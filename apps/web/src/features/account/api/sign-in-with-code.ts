import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import type { TTwoFactorCodeRequest } from '@cairn/domain/account/two-factor.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';

/** The code step of a sign-in: this browser gave the password; the code finishes it. */
function signInWithCode(body: TTwoFactorCodeRequest) {
  return call(E.signIn, { body });
}

/** Mutation hook: the session is reloaded before it resolves, so the guards see the user. */
export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: () => reloadSession(queryClient),
    meta: { handlesErrors: true },
  });
}
