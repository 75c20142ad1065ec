import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import type { TCascadeHeadlineRequest } from '@cairn/domain/headlines/headlines.schemas';
import { call } from '../../../lib/call.ts';

/**
 * `POST headline/cascade` (001 §3; flag CascadeHeadlines): one copy of the headline per
 * (owner, meeting) target, all or none; answers the copies.
 */
export async function cascadeHeadline(body: TCascadeHeadlineRequest) {
  return call(HEADLINE_ENDPOINTS.cascade, { body });
}
