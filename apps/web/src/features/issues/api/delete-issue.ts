import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { call } from '../../../lib/call.ts';

/** `DELETE issue/{id}`: soft delete; the issue then answers 404 everywhere. */
export async function deleteIssue(id: string) {
  return call(ISSUE_ENDPOINTS.remove, { params: { id } });
}
