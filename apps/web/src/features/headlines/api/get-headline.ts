import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { headlineKeys } from './headline-query-keys.ts';

/** `GET headline/{id}`: one headline; 404 when deleted or not seen by the caller. */
async function getHeadline(id: string, signal?: AbortSignal): Promise<THeadline> {
  return (await call(HEADLINE_ENDPOINTS.get, { params: { id }, signal })).headline;
}

/** Query options of one headline; its failures are handled by the edit popup (it closes on 404). */
export function headlineQueryOptions(id: string) {
  return queryOptions({
    queryKey: headlineKeys.one(id),
    queryFn: ({ signal }) => getHeadline(id, signal),
    meta: { isSilent: true },
  });
}
