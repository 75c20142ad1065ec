import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import type { THeadlineReviewRequest } from '@cairn/domain/headlines/headlines.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT headline/{id}/review` (002 §4): To review, Reviewed or Removed, with the version read. */
export async function reviewHeadline(id: string, body: THeadlineReviewRequest) {
  return call(HEADLINE_ENDPOINTS.review, { params: { id }, body });
}
