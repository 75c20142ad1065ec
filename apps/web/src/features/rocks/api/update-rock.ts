import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import type { TUpdateRockRequest } from '@cairn/domain/rocks/rocks.schemas';
import { call } from '../../../lib/call.ts';

/**
 * `PUT rock/{id}` (Edit Rock): every field, new delegated rows, and the `version` it read
 * (a stale one answers 409). A delegated rock keeps its title.
 */
export async function updateRock(id: string, body: TUpdateRockRequest) {
  return call(ROCK_ENDPOINTS.update, { params: { id }, body });
}
