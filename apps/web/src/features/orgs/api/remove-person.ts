import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Removes a person from the current organisation (not the Owner, not oneself). */
export async function removePerson(personId: string): Promise<string> {
  const answer = await apiSend<{ personId: string }>('DELETE', `/person/${encodeURIComponent(personId)}`);
  return answer.personId;
}

/** Mutation hook for the remove action on the people tab; refreshes the people lists. */
export function useRemovePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person'] }),
  });
}
