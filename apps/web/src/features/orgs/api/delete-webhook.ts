import { WEBHOOK_ENDPOINTS as E } from '@cairn/domain/integrations/webhooks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { webhooksKey } from './webhooks.ts';

/** Deletes a webhook with its delivery log. */
function deleteWebhook(id: string) {
  return call(E.remove, { params: { id } });
}

/** Mutation hook of a webhook's "Delete"; the list reloads. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
