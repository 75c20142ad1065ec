import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * Query key of the current organisation's people. It is the same key as the people tab's list
 * (features/orgs/api/get-people.ts), so both share one cached answer and one refresh.
 */
export const teamQueryKey = (orgId: string) => ['person', 'list', orgId] as const;

/** Reads the current organisation's people (`GET people`). */
export async function getTeam(signal?: AbortSignal): Promise<TPerson[]> {
  const answer = await apiGet<{ people: TPerson[] }>('/people', { signal });
  return answer.people;
}

/** Query options for the team shown on home. */
export function teamQueryOptions(orgId: string) {
  return queryOptions({ queryKey: teamQueryKey(orgId), queryFn: ({ signal }) => getTeam(signal) });
}

/** Query hook for the team list on home. */
export function useTeam(orgId: string) {
  return useQuery(teamQueryOptions(orgId));
}
