import { SESSION_ENDPOINTS as E } from '@cairn/domain/account/session.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Ends every session of the user except this one; answers how many ended. */
export function signOutOtherSessions() {
  return call(E.endOthers);
}

/** Mutation hook for the 'Sign out of other sessions' button. */
export function useSignOutOtherSessions() {
  return useMutation({ mutationFn: signOutOtherSessions });
}
