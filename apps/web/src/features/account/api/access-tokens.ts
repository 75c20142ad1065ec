import { ACCESS_TOKEN_ENDPOINTS as E } from '@cairn/domain/integrations/access-tokens.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Query key of the caller's access tokens (in the organisation they work in). */
export const accessTokensKey = ['account', 'access-tokens'] as const;

/** The caller's tokens, and whether the organisation allows tokens. */
async function getAccessTokens(signal?: AbortSignal) {
  const answer = await call(E.list, { signal });
  return { accessTokens: answer.accessTokens, allowAccessTokens: answer.allowAccessTokens };
}

/** Query options of the tokens list. */
const accessTokensOptions = queryOptions({
  queryKey: accessTokensKey,
  queryFn: ({ signal }) => getAccessTokens(signal),
});

/** Query hook for the tokens list of account settings. */
export function useAccessTokens() {
  return useQuery(accessTokensOptions);
}
