import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Ends every session of the user except this one; answers how many ended. */
export function signOutOtherSessions(): Promise<{ endedSessions: number }> {
  return apiSend<{ endedSessions: number }>('DELETE', '/session/others');
}

/** Mutation hook for the 'Sign out of other sessions' button. */
export function useSignOutOtherSessions() {
  return useMutation({ mutationFn: signOutOtherSessions });
}
