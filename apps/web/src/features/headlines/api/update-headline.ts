import type { THeadline, TUpdateHeadlineRequest } from '@cairn/domain/headlines/headlines.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT headline/{id}` (Edit Headline): title, owner, notes; a stale `version` answers 409. */
export async function updateHeadline(id: string, body: TUpdateHeadlineRequest) {
  return apiSend<{ headline: THeadline }>('PUT', `/headline/${id}`, body);
}
