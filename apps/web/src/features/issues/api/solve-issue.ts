import type { TIssue, TSolveIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT issue/{id}/solve`: Solved (`isSolved: true`), or Open again (Not Solved / Reopen). */
export async function solveIssue(id: string, body: TSolveIssueRequest) {
  return apiSend<{ issue: TIssue }>('PUT', `/issue/${id}/solve`, body);
}
