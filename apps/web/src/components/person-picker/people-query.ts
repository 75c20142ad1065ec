import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { PEOPLE_ENDPOINTS as E } from '@cairn/domain/orgs/people.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../lib/call.ts';
import { useSession } from '../../lib/session/session-query.ts';

/** Key of the organisation's people (`GET people`); the same key the people tab uses, so they share the cache. */
export const orgPeopleQueryKey = (orgId: string) => ['person', 'list', orgId] as const;

/** Query options of the current organisation's people. */
export function orgPeopleQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: orgPeopleQueryKey(orgId),
    queryFn: async ({ signal }) => (await call(E.list, { signal })).people,
  });
}

/**
 * The current organisation's people and a lookup by id, for pickers, owner names and avatars
 * of any item list.
 */
export function usePeopleOfOrg() {
  const { data: session } = useSession();
  const orgId = session?.orgId ?? '';
  const query = useQuery({ ...orgPeopleQueryOptions(orgId), enabled: Boolean(orgId) });
  const byId = useMemo(
    () => new Map<string, TPerson>((query.data ?? []).map((p) => [p.id, p])),
    [query.data],
  );
  return { ...query, byId };
}
