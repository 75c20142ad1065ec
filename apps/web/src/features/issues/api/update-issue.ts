import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TUpdateIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT issue/{id}` (Edit Issue): title, owner, notes; a stale `version` answers 409. */
export async function updateIssue(id: string, body: TUpdateIssueRequest) {
  return call(ISSUE_ENDPOINTS.update, { params: { id }, body });
}
