import type { TChangeRoleRequest, TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Variables of a role change: the person and the new role with the version it was read at. */
export type TChangeRoleVariables = { personId: string } & TChangeRoleRequest;

/** Changes a person's role; the Owner's role is fixed and a stale version answers 409. */
export async function changeRole({ personId, ...body }: TChangeRoleVariables): Promise<TPerson> {
  const answer = await apiSend<{ person: TPerson }>(
    'PUT',
    `/person/${encodeURIComponent(personId)}/role`,
    body,
  );
  return answer.person;
}

/** Mutation hook for the role menu on the people tab; refreshes the people lists. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['person'] }),
  });
}
