import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import type { TTwoFactorPasswordRequest } from '@cairn/domain/account/two-factor.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Starts set-up with the password: the app's QR address, its key as text, and ten recovery codes. */
function startTwoFactor(body: TTwoFactorPasswordRequest) {
  return call(E.enable, { body });
}

/** Mutation hook for the first step of turning two-factor on (nothing is on yet). */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor, meta: { handlesErrors: true } });
}
