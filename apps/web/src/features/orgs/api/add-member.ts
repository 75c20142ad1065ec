import type { TMessage } from '@cairn/domain/errors';
import type { TAddMemberRequest, TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Adds a person to the current organisation; `messages` may carry a warning (the mail was not sent). */
export function addMember(body: TAddMemberRequest): Promise<{ person: TPerson; messages: TMessage[] }> {
  return apiSend<{ person: TPerson }>('PUT', '/org/add-member', body);
}

/** Mutation hook for the add-person form; refreshes the people lists. */
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person'] }),
  });
}
