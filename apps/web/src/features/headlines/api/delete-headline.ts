import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { call } from '../../../lib/call.ts';

/** `DELETE headline/{id}`: soft delete; the headline then answers 404 everywhere. */
export async function deleteHeadline(id: string) {
  return call(HEADLINE_ENDPOINTS.remove, { params: { id } });
}
