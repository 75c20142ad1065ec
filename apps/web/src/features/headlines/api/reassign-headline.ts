import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import type { TReassignHeadlineRequest } from '@cairn/domain/headlines/headlines.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT headline/{id}/reassign` (001 §4): the separate call after an owner change. */
export async function reassignHeadline(id: string, body: TReassignHeadlineRequest) {
  return call(HEADLINE_ENDPOINTS.reassign, { params: { id }, body });
}
