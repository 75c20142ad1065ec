import type { THeadline, THeadlineReviewRequest } from '@cairn/domain/headlines/headlines.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT headline/{id}/review` (002 §4): To review, Reviewed or Removed, with the version read. */
export async function reviewHeadline(id: string, body: THeadlineReviewRequest) {
  return apiSend<{ headline: THeadline }>('PUT', `/headline/${id}/review`, body);
}
