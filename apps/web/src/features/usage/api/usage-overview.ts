import { USAGE_ENDPOINTS } from '@cairn/domain/usage/usage.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** The instance administrator's usage figures (last 30 days, 12 weeks). */
export function useUsageOverview() {
  return useQuery({
    queryKey: ['admin', 'usage'],
    queryFn: async () => (await call(USAGE_ENDPOINTS.overview)).usage,
  });
}
