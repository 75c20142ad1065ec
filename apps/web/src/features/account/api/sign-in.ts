import type { TSignInRequest } from '@cairn/domain/account/account.schemas';
import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';

/**
 * What `POST session` answers: the session token (the server sets the cookie too), or, with
 * two-factor sign-in, `twoFactorRequired` and no session yet (the code step follows).
 */
type TSignInAnswer = { token: string; userId: string; twoFactorRequired: boolean };

/** Signs in with email and password; the server sets the httpOnly session cookie. */
function signIn(body: TSignInRequest): Promise<TSignInAnswer> {
  return call(E.signIn, { body });
}

/**
 * Mutation hook for signing in. The session is reloaded before the mutation resolves, so the
 * route guards already see the signed-in user when the caller navigates.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (answer) => {
      if (!answer.twoFactorRequired) await reloadSession(queryClient);
    },
    meta: { handlesErrors: true },
  });
}
