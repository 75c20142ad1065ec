import type { TVerificationVerifyRequest } from '@cairn/domain/account/account.schemas';
import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';

/** What `POST account/register/verification/verify` answers; the server also sets the session cookie. */
type TVerifyAnswer = { token: string; userId: string };

/** Checks the emailed code; a right code verifies the email and signs the user in. */
function verifyEmailCode(body: TVerificationVerifyRequest): Promise<TVerifyAnswer> {
  return call(E.verify, { body });
}

/**
 * Mutation hook for the code step. A right code signs the user in, so the session is reloaded
 * before the mutation resolves and the caller can go home at once.
 */
export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailCode,
    onSuccess: () => reloadSession(queryClient),
    meta: { handlesErrors: true },
  });
}
