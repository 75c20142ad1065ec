import type { TIssue, TUpdateIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT issue/{id}` (Edit Issue): title, owner, notes; a stale `version` answers 409. */
export async function updateIssue(id: string, body: TUpdateIssueRequest) {
  return apiSend<{ issue: TIssue }>('PUT', `/issue/${id}`, body);
}
