import type { TCompleteRockRequest, TRock } from '@cairn/domain/rocks/rocks.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT rock/{id}/complete`: Done, or a Done rock back On track. */
export async function completeRock(id: string, body: TCompleteRockRequest) {
  return apiSend<{ rock: TRock }>('PUT', `/rock/${id}/complete`, body);
}
