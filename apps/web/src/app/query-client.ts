import { MessageCode } from '@cairn/domain/message-codes';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';
import { instanceQueryKey } from '../lib/instance.ts';
import { notifyError, notifyNetworkError } from '../lib/notify.ts';
import '../lib/query-meta.ts';
import { sessionQueryKey } from '../lib/session/session-query.ts';

/** Cache expiry of spec 002 §9: answers stay cached 30 minutes after their last use. */
const CACHE_TIME_MS = 30 * 60_000;

/** Client errors (4xx) are answers, not accidents: retrying them cannot help. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The app's QueryClient and its one error policy: a network failure shows the persistent
 * connection notice; a 401 means the session ended, so the session is reloaded and the guards send
 * the user to sign in; a 403 TWO_FACTOR_REQUIRED, SSO_REQUIRED or SSO_TERMS_REQUIRED reloads the
 * session too (the guards then lead to the two-factor set-up, /sso-required or /register-sso page); any other failure shows the error toast (ERROR + messages[0].text) or the
 * notice for its status, unless the query is `meta.isSilent` or the mutation `meta.handlesErrors`.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleError(client, error, query.meta?.isSilent === true),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleError(client, error, mutation.meta?.handlesErrors === true),
    }),
    defaultOptions: {
      queries: { gcTime: CACHE_TIME_MS, staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return client;
}

/** 403s the guards answer with a page of their own (no toast). */
const SESSION_STEP_CODES = new Set<string>([
  MessageCode.TwoFactorRequired,
  MessageCode.SsoRequired,
  MessageCode.SsoTermsRequired,
]);

function handleError(client: QueryClient, error: unknown, isHandledElsewhere: boolean): void {
  if (isApiError(error) && error.status === 0) notifyNetworkError();
  else if (isApiError(error) && error.status === 401)
    void client.invalidateQueries({ queryKey: sessionQueryKey });
  // The organisation now requires two-factor sign-in or single sign-on, or the account has not
  // accepted the policy after one: the reloaded session sends the guards to the page that helps.
  else if (isApiError(error) && error.messages.some((m) => SESSION_STEP_CODES.has(m.id)))
    void client.invalidateQueries({ queryKey: sessionQueryKey });
  // The operator took the instance down: the re-read instance shows the maintenance page.
  else if (isApiError(error) && error.messages.some((m) => m.id === MessageCode.Maintenance))
    void client.invalidateQueries({ queryKey: instanceQueryKey });
  else if (!isHandledElsewhere) notifyError(error);
}
