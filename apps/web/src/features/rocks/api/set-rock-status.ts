import type { TRock, TRockStatusRequest } from '@cairn/domain/rocks/rocks.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT rock/{id}/status`: any of the six statuses (the list's inline status, the edit popup). */
export async function setRockStatus(id: string, body: TRockStatusRequest) {
  return apiSend<{ rock: TRock }>('PUT', `/rock/${id}/status`, body);
}
