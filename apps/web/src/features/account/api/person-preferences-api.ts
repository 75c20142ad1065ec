import type { TPersonPreferences } from '@cairn/domain/account/person-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';

/** The call of each choice (002 §7: `PUT user/theme/{orgId}/{n}`, `PUT user/dashboard/{orgId}/{n}`). */
const PATHS: Record<keyof TPersonPreferences, string> = { theme: 'theme', dashboard: 'dashboard' };

/** Saves one choice in the current organisation; the session reloads, so the app follows at once. */
export function useSetPersonPreference(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, value }: { name: keyof TPersonPreferences; value: number }) =>
      apiSend<{ preferences: TPersonPreferences }>(
        'PUT',
        `/user/${PATHS[name]}/${encodeURIComponent(orgId)}/${value}`,
      ),
    onSuccess: () => reloadSession(queryClient),
    onError: notifyError,
    meta: { handlesErrors: true },
  });
}
