import { apiSend } from '../../../lib/api-client.ts';

/** `DELETE issue/{id}`: soft delete; the issue then answers 404 everywhere. */
export async function deleteIssue(id: string) {
  return apiSend<{ issueId: string }>('DELETE', `/issue/${id}`);
}
