import type { TPersonPreferences } from '@cairn/domain/account/person-preferences';
import { PERSON_PREFERENCE_ENDPOINTS as E } from '@cairn/domain/account/person-preferences.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { notifyError } from '../../../lib/notify.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';

/** Saves one choice in the current organisation; the session reloads, so the app follows at once. */
export function useSetPersonPreference(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, value }: { name: keyof TPersonPreferences; value: number }) =>
      call(E[name], { params: { orgId, n: value } }),
    onSuccess: () => reloadSession(queryClient),
    onError: notifyError,
    meta: { handlesErrors: true },
  });
}
