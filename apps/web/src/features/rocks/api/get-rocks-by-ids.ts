import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { rockKeys } from './rock-query-keys.ts';

/** `GET rocks?ids=`: the rocks with these ids that the caller sees (others are absent), by due date. */
export async function getRocksByIds(ids: readonly string[], signal?: AbortSignal): Promise<TRock[]> {
  const query = encodeURIComponent(ids.join(','));
  return (await apiGet<{ rocks: TRock[] }>(`/rocks?ids=${query}`, { signal })).rocks;
}

/** Query options of some rocks by id (e.g. the rocks a live event or a link names). */
export function rocksByIdsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: rockKeys.byIds(ids),
    queryFn: ({ signal }) => getRocksByIds(ids, signal),
  });
}
