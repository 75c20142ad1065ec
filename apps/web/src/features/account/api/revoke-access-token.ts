import { ACCESS_TOKEN_ENDPOINTS as E } from '@cairn/domain/integrations/access-tokens.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { accessTokensKey } from './access-tokens.ts';

/** Revokes one of the caller's tokens: it stops working at once. */
function revokeAccessToken(id: string) {
  return call(E.revoke, { params: { id } });
}

/** Mutation hook of a token's "Revoke" button; the list reloads. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
