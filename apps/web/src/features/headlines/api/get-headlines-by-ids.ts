import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { headlineKeys } from './headline-query-keys.ts';

/** `GET headlines?ids=`: the headlines with these ids that the caller sees (others are absent). */
export async function getHeadlinesByIds(ids: readonly string[], signal?: AbortSignal): Promise<THeadline[]> {
  const query = encodeURIComponent(ids.join(','));
  return (await apiGet<{ headlines: THeadline[] }>(`/headlines?ids=${query}`, { signal })).headlines;
}

/** Query options of several headlines by id (e.g. the ones a live meeting reviews). */
export function headlinesByIdsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: headlineKeys.byIds(ids),
    queryFn: ({ signal }) => getHeadlinesByIds(ids, signal),
  });
}
