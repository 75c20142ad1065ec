import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { issueKeys } from './issue-query-keys.ts';

/** `GET issues?ids=`: the issues with these ids that the caller sees (others are absent). */
async function getIssuesByIds(ids: readonly string[], signal?: AbortSignal): Promise<TIssue[]> {
  return (await call(ISSUE_ENDPOINTS.list, { query: { ids: ids.join(',') }, signal })).issues;
}

/** The issues with these ids, by id (the live meeting's top and solved issues). */
export function useIssuesById(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: issueKeys.byIds(sorted),
    queryFn: ({ signal }) => getIssuesByIds(sorted, signal),
    enabled: sorted.length > 0,
    select: (issues) => new Map(issues.map((issue) => [issue.id, issue])),
  });
}
