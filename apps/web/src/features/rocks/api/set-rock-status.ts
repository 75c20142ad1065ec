import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import type { TRockStatusRequest } from '@cairn/domain/rocks/rocks.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT rock/{id}/status`: any of the six statuses (the list's inline status, the edit popup). */
export async function setRockStatus(id: string, body: TRockStatusRequest) {
  return call(ROCK_ENDPOINTS.setStatus, { params: { id }, body });
}
