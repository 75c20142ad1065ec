import { WEBHOOK_ENDPOINTS as E } from '@cairn/domain/integrations/webhooks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { webhookDeliveriesKey } from './webhook-deliveries.ts';

/** Sends a signed test event now; answers how it went. */
function testWebhook(id: string) {
  return call(E.test, { params: { id } });
}

/** Mutation hook of the "Test" button; the log reloads. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSettled: (_answer, _error, id) => queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(id) }),
  });
}
