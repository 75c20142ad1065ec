import type { TIssue, TIssueStatusRequest } from '@cairn/domain/issues/issues.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT issue/{id}/status`: sets Open or Solved directly (002 §7). */
export async function setIssueStatus(id: string, body: TIssueStatusRequest) {
  return apiSend<{ issue: TIssue }>('PUT', `/issue/${id}/status`, body);
}
