import { SESSION_ENDPOINTS as E } from '@cairn/domain/account/session.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { accountSessionsKey } from './account-sessions.ts';

/** Ends one of the caller's other sessions (another person's id answers 404). */
function endSession(id: string) {
  return call(E.end, { params: { id } });
}

/** Mutation hook for a session's "Sign out" button; the list reloads. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
