import { SSO_ENDPOINTS as E } from '@cairn/domain/account/sso.endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';

/** Whether single sign-on is offered, and the button's name (null when it is not). */
const ssoProviderOptions = queryOptions({
  queryKey: ['sso', 'provider'] as const,
  queryFn: async ({ signal }) => (await call(E.provider, { signal })).sso,
  staleTime: 5 * 60_000,
});

/** Query hook for the "Sign in with {name}" button. */
export function useSsoProvider() {
  return useQuery(ssoProviderOptions);
}

/** Starts a single sign-on: the browser leaves for the provider and comes back to `returnTo`. */
export function useStartSso() {
  return useMutation({
    mutationFn: async (returnTo: string) => (await call(E.start, { body: { returnTo } })).url,
    onSuccess: (url) => window.location.assign(url),
    meta: { handlesErrors: true },
  });
}

/** The policy step after a first single sign-on; the session reloads (the account is usable). */
export function useAcceptSsoTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { firstName: string; lastName: string; acceptTerms: true }) =>
      call(E.register, { body }),
    onSuccess: async () => {
      await reloadSession(queryClient);
    },
    meta: { handlesErrors: true },
  });
}
