import { WEBHOOK_ENDPOINTS as E } from '@cairn/domain/integrations/webhooks.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Query key of one webhook's delivery log. */
export const webhookDeliveriesKey = (webhookId: string) =>
  ['org', 'webhooks', webhookId, 'deliveries'] as const;

/** The webhook's recent deliveries, newest first. */
async function getWebhookDeliveries(webhookId: string, signal?: AbortSignal) {
  return (await call(E.deliveries, { params: { id: webhookId }, signal })).deliveries;
}

const webhookDeliveriesOptions = (webhookId: string) =>
  queryOptions({
    queryKey: webhookDeliveriesKey(webhookId),
    queryFn: ({ signal }) => getWebhookDeliveries(webhookId, signal),
  });

/** Query hook of the delivery log. */
export function useWebhookDeliveries(webhookId: string) {
  return useQuery(webhookDeliveriesOptions(webhookId));
}
