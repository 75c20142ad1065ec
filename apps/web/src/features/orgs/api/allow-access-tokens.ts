import { ACCESS_TOKEN_ENDPOINTS as E } from '@cairn/domain/integrations/access-tokens.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { accessTokensKey } from '../../account/index.ts';

/** The Owner allows or refuses personal access tokens in the organisation. */
function allowAccessTokens(orgId: string, allow: boolean) {
  return call(E.orgSetting, { params: { id: orgId }, body: { allowAccessTokens: allow } });
}

/** Mutation hook of the Owner's switch; the tokens list (which carries the setting) reloads. */
export function useAllowAccessTokens(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allow: boolean) => allowAccessTokens(orgId, allow),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
