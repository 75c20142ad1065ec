import type { TRock, TUpdateRockRequest } from '@cairn/domain/rocks/rocks.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * `PUT rock/{id}` (Edit Rock): every field, new delegated rows, and the `version` it read
 * (a stale one answers 409). A delegated rock keeps its title.
 */
export async function updateRock(id: string, body: TUpdateRockRequest) {
  return apiSend<{ rock: TRock }>('PUT', `/rock/${id}`, body);
}
