import { ACCESS_TOKEN_ENDPOINTS as E } from '@cairn/domain/integrations/access-tokens.endpoints';
import type { TCreateAccessTokenRequest } from '@cairn/domain/integrations/access-tokens.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { accessTokensKey } from './access-tokens.ts';

/** Creates a token; the answer holds its secret, shown once. */
function createAccessToken(body: TCreateAccessTokenRequest) {
  return call(E.create, { body });
}

/** Mutation hook of the create form; the list reloads. Field errors go next to the inputs. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
    meta: { handlesErrors: true },
  });
}
