import type { TCreateHeadlineRequest, THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST headlines` (Add Headline, 001 §2): title, owner, meeting and notes; answers the headline. */
export async function createHeadline(body: TCreateHeadlineRequest) {
  return apiSend<{ headline: THeadline }>('POST', '/headlines', body);
}
