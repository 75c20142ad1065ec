import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { rockKeys } from './rock-query-keys.ts';

/** The delegation chain of a rock: the rocks above it (root first) and every rock below it. */
export type TRockChain = { rock: TRock; ancestors: TRock[]; descendants: TRock[] };

/** `GET rock/{id}/delegates` (000 §4): the chain up and down; rocks the caller does not see are left out. */
async function getRockDelegates(id: string, signal?: AbortSignal): Promise<TRockChain> {
  const answer = await call(ROCK_ENDPOINTS.delegates, { params: { id }, signal });
  return { rock: answer.rock, ancestors: answer.ancestors, descendants: answer.descendants };
}

/** Query options of a rock's delegation chain. */
export function rockDelegatesQueryOptions(id: string) {
  return queryOptions({
    queryKey: rockKeys.delegates(id),
    queryFn: ({ signal }) => getRockDelegates(id, signal),
  });
}
