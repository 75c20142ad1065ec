import { WEBHOOK_ENDPOINTS as E } from '@cairn/domain/integrations/webhooks.endpoints';
import type { TUpdateWebhookRequest } from '@cairn/domain/integrations/webhooks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { webhooksKey } from './webhooks.ts';

/** Changes a webhook (its URL, events, description, on or off) at the version read. */
function updateWebhook(id: string, body: TUpdateWebhookRequest) {
  return call(E.update, { params: { id }, body });
}

/** Mutation hook of a webhook's on/off switch; the list reloads. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateWebhookRequest }) => updateWebhook(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
