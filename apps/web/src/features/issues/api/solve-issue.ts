import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TSolveIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT issue/{id}/solve`: Solved (`isSolved: true`), or Open again (Not Solved / Reopen). */
export async function solveIssue(id: string, body: TSolveIssueRequest) {
  return call(ISSUE_ENDPOINTS.solve, { params: { id }, body });
}
