import { WEBHOOK_ENDPOINTS as E } from '@cairn/domain/integrations/webhooks.endpoints';
import type { TCreateWebhookRequest } from '@cairn/domain/integrations/webhooks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { webhooksKey } from './webhooks.ts';

/** Adds a webhook; the answer holds its signing secret. */
function createWebhook(body: TCreateWebhookRequest) {
  return call(E.create, { body });
}

/** Mutation hook of the add form; field errors go next to the inputs. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
    meta: { handlesErrors: true },
  });
}
