import type { THeadline, TReassignHeadlineRequest } from '@cairn/domain/headlines/headlines.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT headline/{id}/reassign` (001 §4): the separate call after an owner change. */
export async function reassignHeadline(id: string, body: TReassignHeadlineRequest) {
  return apiSend<{ headline: THeadline }>('PUT', `/headline/${id}/reassign`, body);
}
