import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import type { TCreateHeadlineRequest } from '@cairn/domain/headlines/headlines.schemas';
import { call } from '../../../lib/call.ts';

/** `POST headlines` (Add Headline, 001 §2): title, owner, meeting and notes; answers the headline. */
export async function createHeadline(body: TCreateHeadlineRequest) {
  return call(HEADLINE_ENDPOINTS.create, { body });
}
