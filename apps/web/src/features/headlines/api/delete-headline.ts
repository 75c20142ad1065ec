import { apiSend } from '../../../lib/api-client.ts';

/** `DELETE headline/{id}`: soft delete; the headline then answers 404 everywhere. */
export async function deleteHeadline(id: string) {
  return apiSend<{ headlineId: string }>('DELETE', `/headline/${id}`);
}
