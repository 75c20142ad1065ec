import type { TChangeRoleRequest, TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { PEOPLE_ENDPOINTS as E } from '@cairn/domain/orgs/people.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Variables of a role change: the person and the new role with the version it was read at. */
type TChangeRoleVariables = { personId: string } & TChangeRoleRequest;

/** Changes a person's role; the Owner's role is fixed and a stale version answers 409. */
async function changeRole({ personId, ...body }: TChangeRoleVariables): Promise<TPerson> {
  return (await call(E.changeRole, { params: { id: personId }, body })).person;
}

/** Mutation hook for the role menu on the people tab; refreshes the people lists. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['person'] }),
  });
}
