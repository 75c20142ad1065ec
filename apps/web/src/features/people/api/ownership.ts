import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';

type TTransferAnswer = {
  person: { id: string; name: string };
  org: { id: string };
  previousOwner: { id: string };
};

/** `PUT org/owner/{id}`: hands the Owner level on; the session (own role) and people reload. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: string) =>
      apiSend<TTransferAnswer>('PUT', `/org/owner/${encodeURIComponent(personId)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['person'] });
    },
  });
}
