import { WEBHOOK_ENDPOINTS as E } from '@cairn/domain/integrations/webhooks.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Query key of the organisation's webhooks. */
export const webhooksKey = ['org', 'webhooks'] as const;

/** The organisation's webhooks (Owner and Admin). */
async function getWebhooks(signal?: AbortSignal) {
  return (await call(E.list, { signal })).webhooks;
}

const webhooksOptions = queryOptions({
  queryKey: webhooksKey,
  queryFn: ({ signal }) => getWebhooks(signal),
});

/** Query hook of the webhooks section. */
export function useWebhooks() {
  return useQuery(webhooksOptions);
}
