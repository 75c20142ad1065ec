import { ORG_ENDPOINTS as E } from '@cairn/domain/orgs/orgs.endpoints';
import type { TCreateOrgRequest, TOrg } from '@cairn/domain/orgs/orgs.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Creates an organisation with the caller as its Owner; answers the new organisation. */
function createOrg(body: TCreateOrgRequest): Promise<{ org: TOrg }> {
  return call(E.create, { body });
}

/** Mutation hook for the create-organisation popup; the popup switches to the new organisation itself. */
export function useCreateOrg() {
  return useMutation({ mutationFn: createOrg, meta: { handlesErrors: true } });
}
