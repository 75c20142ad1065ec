import type { TCascadeHeadlineRequest, THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * `POST headline/cascade` (001 §3; flag CascadeHeadlines): one copy of the headline per
 * (owner, meeting) target, all or none; answers the copies.
 */
export async function cascadeHeadline(body: TCascadeHeadlineRequest) {
  return apiSend<{ headlines: THeadline[] }>('POST', '/headline/cascade', body);
}
