import { LEARNING_ENDPOINTS as E } from '@cairn/domain/learning/learning.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** The packs change only when the server restarts: an hour, as the spec keeps videos (002 §9). */
const LEARNING_STALE_MS = 60 * 60_000;

/** `GET learning`: every section with its items (no bodies). Not an entity: no live event touches it. */
export function useLearning() {
  return useQuery({
    queryKey: ['learning', 'list'] as const,
    queryFn: async ({ signal }) => (await call(E.list, { signal })).sections,
    staleTime: LEARNING_STALE_MS,
  });
}

/** `GET learning/items/{key}`: one item with its article's sanitised HTML. */
export function useLearningItem(anchorVideoKey: string | undefined) {
  return useQuery({
    queryKey: ['learning', 'item', anchorVideoKey] as const,
    queryFn: async ({ signal }) =>
      (await call(E.item, { params: { anchor: anchorVideoKey ?? '' }, signal })).item,
    enabled: !!anchorVideoKey,
    staleTime: LEARNING_STALE_MS,
  });
}
