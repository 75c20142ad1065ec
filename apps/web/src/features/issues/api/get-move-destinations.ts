import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { issueKeys } from './issue-query-keys.ts';

/** A meeting an issue can move to. */
export type TMoveDestination = { id: string; title: string };

/**
 * `GET issue/{id}/move-destinations?ownerId=`: the owner's other meetings the caller may change,
 * by title; empty means "The selected owner does not have any other meetings.".
 */
export async function getMoveDestinations(
  id: string,
  ownerId: string,
  signal?: AbortSignal,
): Promise<TMoveDestination[]> {
  const query = encodeURIComponent(ownerId);
  return (
    await apiGet<{ meetings: TMoveDestination[] }>(`/issue/${id}/move-destinations?ownerId=${query}`, {
      signal,
    })
  ).meetings;
}

/** Query options of an issue's move destinations for one owner. */
export function moveDestinationsQueryOptions(id: string, ownerId: string) {
  return queryOptions({
    queryKey: issueKeys.moveDestinations(id, ownerId),
    queryFn: ({ signal }) => getMoveDestinations(id, ownerId, signal),
  });
}
