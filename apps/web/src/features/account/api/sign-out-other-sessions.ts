import { SESSION_ENDPOINTS as E } from '@cairn/domain/account/session.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { accountSessionsKey } from './account-sessions.ts';

/** Ends every session of the user except this one; answers how many ended. */
function signOutOtherSessions() {
  return call(E.endOthers);
}

/** Mutation hook for the 'Sign out of other sessions' button. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
