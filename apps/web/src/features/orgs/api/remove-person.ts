import { PEOPLE_ENDPOINTS as E } from '@cairn/domain/orgs/people.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Removes a person from the current organisation (not the Owner, not oneself). */
async function removePerson(personId: string): Promise<string> {
  return (await call(E.remove, { params: { id: personId } })).personId;
}

/** Mutation hook for the remove action on the people tab; refreshes the people lists. */
export function useRemovePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person'] }),
  });
}
