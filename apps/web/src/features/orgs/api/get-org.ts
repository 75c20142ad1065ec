import { ORG_ENDPOINTS as E } from '@cairn/domain/orgs/orgs.endpoints';
import type { TOrg } from '@cairn/domain/orgs/orgs.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Query key of one organisation; live `org` events invalidate everything under ['org']. */
export const orgQueryKey = (id: string) => ['org', id] as const;

/** Reads the current organisation (any other id answers 404). */
async function getOrg(id: string, signal?: AbortSignal): Promise<TOrg> {
  return (await call(E.get, { params: { id }, signal })).org;
}

/** Query options for one organisation. */
function orgQueryOptions(id: string) {
  return queryOptions({ queryKey: orgQueryKey(id), queryFn: ({ signal }) => getOrg(id, signal) });
}

/** Query hook for the organisation settings page; `isEnabled` false waits (e.g. another org's id). */
export function useOrg(id: string, isEnabled = true) {
  return useQuery({ ...orgQueryOptions(id), enabled: isEnabled });
}
