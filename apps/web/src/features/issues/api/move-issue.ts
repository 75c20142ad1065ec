import type { TIssue, TMoveIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST issue/{id}/move` (Move Issue): to another meeting with the chosen owner. */
export async function moveIssue(id: string, body: TMoveIssueRequest) {
  return apiSend<{ issue: TIssue }>('POST', `/issue/${id}/move`, body);
}
