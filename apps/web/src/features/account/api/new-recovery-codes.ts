import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import type { TTwoFactorPasswordRequest } from '@cairn/domain/account/two-factor.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Ten new recovery codes (password required); the old ones stop working. */
function newRecoveryCodes(body: TTwoFactorPasswordRequest) {
  return call(E.recoveryCodes, { body });
}

/** Mutation hook for "New recovery codes". */
export function useNewRecoveryCodes() {
  return useMutation({ mutationFn: newRecoveryCodes, meta: { handlesErrors: true } });
}
