import type { TReassignRockRequest, TRock } from '@cairn/domain/rocks/rocks.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT rock/{id}/reassign` (000 §4 Reassignment): the separate call after an owner change. */
export async function reassignRock(id: string, body: TReassignRockRequest) {
  return apiSend<{ rock: TRock }>('PUT', `/rock/${id}/reassign`, body);
}
