import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { headlineKeys } from './headline-query-keys.ts';

/** `GET headlines?ids=`: the headlines with these ids that the caller sees (others are absent). */
export async function getHeadlinesByIds(ids: readonly string[], signal?: AbortSignal): Promise<THeadline[]> {
  return (await call(HEADLINE_ENDPOINTS.list, { query: { ids: ids.join(',') }, signal })).headlines;
}

/** Query options of several headlines by id (e.g. the ones a live meeting reviews). */
export function headlinesByIdsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: headlineKeys.byIds(ids),
    queryFn: ({ signal }) => getHeadlinesByIds(ids, signal),
  });
}
