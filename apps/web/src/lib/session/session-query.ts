import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-client.ts';
import { firstCallOrGet, sessionPath } from '../first-calls.ts';

/** Cache key of the session. 'org' and 'person' live events also invalidate it. */
export const sessionQueryKey = ['session'] as const;

/** The session answer, or null when nobody is signed in. */
export type TSession = TSessionAnswer | null;

/**
 * Loads the session with the browser's offset and zone (spec 000 §7); a 401 means signed out.
 * A first-page call: typed by the domain's answer, called by path, so the session's schemas stay
 * out of the first page (docs/architecture.md, One API contract).
 */
async function fetchSession(): Promise<TSession> {
  try {
    const answer = await firstCallOrGet<TSessionAnswer>(sessionPath());
    return {
      session: answer.session,
      user: answer.user,
      hasAccount: answer.hasAccount,
      orgId: answer.orgId,
      org: answer.org,
      person: answer.person,
      permissions: answer.permissions,
      subscription: answer.subscription,
      ssoRequired: answer.ssoRequired,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Query options of the session, shared by the hook, the guards and `reloadSession`. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: (failureCount, error) =>
    !(error instanceof ApiError && error.status < 500 && error.status > 0) && failureCount < 2,
  meta: { isSilent: true },
});

/** The current session: `data` is the answer, null when signed out, undefined while loading. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * Refetches the session now and resolves with it. Call after sign-in, registration or anything
 * that changes who is signed in, before navigating, so that the guards see the new session.
 */
export function reloadSession(queryClient: QueryClient): Promise<TSession> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}
