import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TVtoMoveDestination } from '@cairn/domain/issues/issues.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { issueKeys } from './issue-query-keys.ts';

/** A meeting an issue can move to. */
type TMoveDestination = { id: string; title: string };
/** Where an issue can move for one owner: meetings, and V/TOs' long-term lists. */
export type TMoveDestinations = { meetings: TMoveDestination[]; vtos: TVtoMoveDestination[] };

/**
 * `GET issue/{id}/move-destinations?ownerId=`: the owner's other meetings the caller may change,
 * by title, and the V/TOs both may change.
 */
async function getMoveDestinations(
  id: string,
  ownerId: string,
  signal?: AbortSignal,
): Promise<TMoveDestinations> {
  const answer = await call(ISSUE_ENDPOINTS.moveDestinations, { params: { id }, query: { ownerId }, signal });
  return { meetings: answer.meetings, vtos: answer.vtos ?? [] };
}

/** Query options of an issue's move destinations for one owner. */
export function moveDestinationsQueryOptions(id: string, ownerId: string) {
  return queryOptions({
    queryKey: issueKeys.moveDestinations(id, ownerId),
    queryFn: ({ signal }) => getMoveDestinations(id, ownerId, signal),
  });
}
