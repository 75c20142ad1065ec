import type { TUpdateOrgRequest } from '@cairn/domain/orgs/org-settings.schemas';
import { ORG_ENDPOINTS as E } from '@cairn/domain/orgs/orgs.endpoints';
import type { TOrg } from '@cairn/domain/orgs/orgs.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';
import { orgQueryKey } from './get-org.ts';

/** Saves the organisation's name and theme colour; a stale `version` answers 409 and changes nothing. */
async function updateOrg(id: string, body: TUpdateOrgRequest): Promise<TOrg> {
  return (await call(E.update, { params: { id }, body })).org;
}

/** Mutation hook for the detail tab; the session carries the name and colour, so it refreshes too. */
export function useUpdateOrg(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOrgRequest) => updateOrg(id, body),
    meta: { handlesErrors: true },
    onSuccess: async (org) => {
      queryClient.setQueryData(orgQueryKey(id), org);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['org'] }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
