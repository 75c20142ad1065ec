import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import type { TUpdateHeadlineRequest } from '@cairn/domain/headlines/headlines.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT headline/{id}` (Edit Headline): title, owner, notes; a stale `version` answers 409. */
export async function updateHeadline(id: string, body: TUpdateHeadlineRequest) {
  return call(HEADLINE_ENDPOINTS.update, { params: { id }, body });
}
