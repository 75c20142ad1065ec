import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Body of `POST account/password/reset`. */
type TResetPasswordBody = { resetCode: string; password: string };

/** Sets a new password with the code from the emailed link. */
function resetPassword(body: TResetPasswordBody) {
  return call(E.resetPassword, { body });
}

/** Mutation hook for the update-password page. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
}
