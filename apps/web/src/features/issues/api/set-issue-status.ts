import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TIssueStatusRequest } from '@cairn/domain/issues/issues.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT issue/{id}/status`: sets Open or Solved directly (002 §7). */
export async function setIssueStatus(id: string, body: TIssueStatusRequest) {
  return call(ISSUE_ENDPOINTS.setStatus, { params: { id }, body });
}
