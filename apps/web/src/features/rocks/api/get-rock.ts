import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { rockKeys } from './rock-query-keys.ts';

/** `GET rock/{id}`: one rock; 404 when deleted or not seen by the caller. */
async function getRock(id: string, signal?: AbortSignal): Promise<TRock> {
  return (await call(ROCK_ENDPOINTS.get, { params: { id }, signal })).rock;
}

/** Query options of one rock; its failures are handled by the edit popup (it closes on 404). */
export function rockQueryOptions(id: string) {
  return queryOptions({
    queryKey: rockKeys.one(id),
    queryFn: ({ signal }) => getRock(id, signal),
    meta: { isSilent: true },
  });
}
