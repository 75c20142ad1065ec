import type { TInsightsPeriod } from '@cairn/domain/insights/insights.constants';
import { INSIGHTS_ENDPOINTS as E } from '@cairn/domain/insights/insights.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** What the page asks for: the organisation or one meeting, a span and its period. */
export type TInsightsRequest = {
  orgId: string;
  tractionId: string | null;
  from: string;
  to: string;
  period: TInsightsPeriod;
};

/** `GET insights` (docs/api-insights.md); the previous answer stays on screen while another span loads. */
export function useInsights(request: TInsightsRequest) {
  const { orgId, tractionId, from, to, period } = request;
  return useQuery({
    queryKey: ['insights', orgId, tractionId ?? 'org', from, to, period] as const,
    queryFn: async ({ signal }) => {
      const scope = tractionId ? { scope: 'meeting' as const, tractionId } : { scope: 'org' as const };
      return (await call(E.get, { query: { ...scope, from, to, period }, signal })).insights;
    },
    placeholderData: keepPreviousData,
  });
}
