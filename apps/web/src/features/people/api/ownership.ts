import { PEOPLE_ENDPOINTS as E } from '@cairn/domain/orgs/people.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';
import { expectOwnRoleChange } from '../../../lib/session/use-membership-watch.ts';

/** `PUT org/owner/{id}`: hands the Owner level on; the session (own role) and people reload. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: string) => {
      // The caller becomes an Admin by their own hand: no 'permission level has changed' notice.
      expectOwnRoleChange();
      return call(E.transferOwnership, { params: { id: personId } });
    },
    onError: () => expectOwnRoleChange(false),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['person'] });
    },
  });
}
