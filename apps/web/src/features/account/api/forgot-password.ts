import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Asks for a password reset link by email; the answer never says whether the account exists. */
function forgotPassword(email: string) {
  return call(E.forgotPassword, { body: { email } });
}

/** Mutation hook for the reset-password page. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
}
