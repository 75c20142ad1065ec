import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Query key of the caller's sessions list. */
export const accountSessionsKey = ['account', 'sessions'] as const;

/** The caller's own sessions, this one first. */
async function getAccountSessions(signal?: AbortSignal) {
  return (await call(E.sessions, { signal })).sessions;
}

/** Query options of the sessions list. */
const accountSessionsOptions = queryOptions({
  queryKey: accountSessionsKey,
  queryFn: ({ signal }) => getAccountSessions(signal),
});

/** Query hook for the sessions list of account settings. */
export function useAccountSessions() {
  return useQuery(accountSessionsOptions);
}
