import { WEBHOOK_ENDPOINTS as E } from '@cairn/domain/integrations/webhooks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { webhookDeliveriesKey } from './webhook-deliveries.ts';

/** Sends one delivery again now (same message id). */
function resendWebhookDelivery(webhookId: string, deliveryId: string) {
  return call(E.resend, { params: { id: webhookId, deliveryId } });
}

/** Mutation hook of a delivery's "Resend"; the log reloads. */
export function useResendWebhookDelivery(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => resendWebhookDelivery(webhookId, deliveryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(webhookId) }),
  });
}
