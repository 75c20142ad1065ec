import type { TIssue, TReassignIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT issue/{id}/reassign` (000 §4 Reassignment): the separate call after an owner change. */
export async function reassignIssue(id: string, body: TReassignIssueRequest) {
  return apiSend<{ issue: TIssue }>('PUT', `/issue/${id}/reassign`, body);
}
