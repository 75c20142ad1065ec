import { ACCOUNT_ENDPOINTS as E } from '@cairn/domain/account/account.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';

/** Body of `PUT user/profile`: the names, and the language when it changes (null: the browser's). */
export type TUpdateProfileBody = { firstName: string; lastName: string; userLocale?: string | null };

/** Saves the signed-in user's names (they also change on the user's people in every organisation). */
function updateProfile(body: TUpdateProfileBody) {
  return call(E.updateProfile, { body });
}

/** Mutation hook for the profile tab; the session and people lists carry the names, so both refresh. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['person'] }),
      ]);
    },
  });
}
