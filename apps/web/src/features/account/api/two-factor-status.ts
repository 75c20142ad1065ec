import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Query key of the caller's two-factor status; every two-factor change invalidates it. */
export const twoFactorStatusKey = ['account', 'two-factor'] as const;

/** Whether sign-in asks for a code, and which organisations require it. */
async function getTwoFactorStatus(signal?: AbortSignal) {
  return (await call(E.status, { signal })).twoFactor;
}

/** Query options of the two-factor status. */
const twoFactorStatusOptions = queryOptions({
  queryKey: twoFactorStatusKey,
  queryFn: ({ signal }) => getTwoFactorStatus(signal),
});

/** Query hook for the two-factor section of account settings. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusOptions);
}
