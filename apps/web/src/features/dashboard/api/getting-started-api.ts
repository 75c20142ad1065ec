import { DASHBOARD_ENDPOINTS as E } from '@cairn/domain/dashboard/dashboard.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** The organisation's first steps; read again whenever the dashboard opens, so they tick themselves. */
const gettingStartedKey = (orgId: string) => ['dashboard', orgId, 'getting-started'] as const;

/** `GET dashboard/getting-started`, for leaders only (`isEnabled`: the caller may update the organisation). */
export function useGettingStarted(orgId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: gettingStartedKey(orgId),
    queryFn: async ({ signal }) => (await call(E.gettingStarted, { signal })).gettingStarted,
    enabled: isEnabled,
    staleTime: 0,
    meta: { isSilent: true },
  });
}

/** `PUT dashboard/getting-started`: put the steps away for the caller (or back). */
export function useDismissGettingStarted(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isDismissed: boolean) =>
      (await call(E.dismissGettingStarted, { body: { isDismissed } })).gettingStarted,
    onSuccess: (saved) => queryClient.setQueryData(gettingStartedKey(orgId), saved),
  });
}
