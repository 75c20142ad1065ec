import type { TRegisterRequest } from '@cairn/domain/account/account.schemas';
import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** What `POST account/register` answers: the email that now waits for its code. */
type TRegisterAnswer = { email: string; verificationRequired: boolean };

/** Creates an account; the server emails a 6-character verification code. */
function registerAccount(body: TRegisterRequest): Promise<TRegisterAnswer> {
  return call(E.register, { body });
}

/** Mutation hook for registering an account. */
export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount, meta: { handlesErrors: true } });
}
