import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { call } from '../../../lib/call.ts';

/** `GET issues?ids=`: the issues with these ids that the caller sees (others are absent). */
export async function getIssuesByIds(ids: readonly string[], signal?: AbortSignal): Promise<TIssue[]> {
  return (await call(ISSUE_ENDPOINTS.list, { query: { ids: ids.join(',') }, signal })).issues;
}
