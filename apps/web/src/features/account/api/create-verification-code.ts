import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Asks the server to email a new verification code (answers the same whether or not the email exists). */
function createVerificationCode(email: string) {
  return call(E.newCode, { body: { email } });
}

/** Mutation hook behind the 'Send a new code' button. */
export function useCreateVerificationCode() {
  return useMutation({ mutationFn: createVerificationCode });
}
