import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Query key of the people of an organisation; live `person` events invalidate everything under ['person']. */
export const peopleQueryKey = (orgId: string) => ['person', 'list', orgId] as const;

/** Reads the current organisation's people. */
export async function getPeople(signal?: AbortSignal): Promise<TPerson[]> {
  const answer = await apiGet<{ people: TPerson[] }>('/people', { signal });
  return answer.people;
}

/** Query options for the people of the current organisation (the key carries its id so lists never mix). */
export function peopleQueryOptions(orgId: string) {
  return queryOptions({ queryKey: peopleQueryKey(orgId), queryFn: ({ signal }) => getPeople(signal) });
}

/** Query hook for the people tab. */
export function usePeople(orgId: string) {
  return useQuery(peopleQueryOptions(orgId));
}
