import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { issueKeys } from './issue-query-keys.ts';

/** `GET issue/{id}`: one issue; 404 when deleted or not seen by the caller. */
async function getIssue(id: string, signal?: AbortSignal): Promise<TIssue> {
  return (await call(ISSUE_ENDPOINTS.get, { params: { id }, signal })).issue;
}

/** Query options of one issue; its failures are handled by the edit popup (it closes on 404). */
export function issueQueryOptions(id: string) {
  return queryOptions({
    queryKey: issueKeys.one(id),
    queryFn: ({ signal }) => getIssue(id, signal),
    meta: { isSilent: true },
  });
}
