import type { TEndpointAnswer } from '@cairn/domain/common/endpoint';
import type { USAGE_ENDPOINTS } from '@cairn/domain/usage/usage.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';

type TCountingAnswer = TEndpointAnswer<typeof USAGE_ENDPOINTS.counting>;

/** Cache key of the caller's opt-out; the reporter in the shell reads it too. */
const usageCountingQueryKey = ['account', 'usageCounting'] as const;

/**
 * Whether the caller is left out of the usage counts. Called by path (the shell's reporter uses
 * it, and the schemas stay out of the first page); the type comes from the endpoint.
 */
export function useUsageCounting(isEnabled = true) {
  return useQuery({
    queryKey: usageCountingQueryKey,
    queryFn: async () => (await apiGet<TCountingAnswer>('/account/usage-counting')).usageCounting,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: isEnabled,
    meta: { isSilent: true },
  });
}

/** Opts out or in; the reporter follows at once through the cache. */
export function useSetUsageCounting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isOptedOut: boolean) =>
      (await apiSend<TCountingAnswer>('PUT', '/account/usage-counting', { isOptedOut })).usageCounting,
    onSuccess: (counting) => queryClient.setQueryData(usageCountingQueryKey, counting),
    onError: notifyError,
    meta: { handlesErrors: true },
  });
}
