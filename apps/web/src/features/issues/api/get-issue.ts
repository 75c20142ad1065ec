import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { issueKeys } from './issue-query-keys.ts';

/** `GET issue/{id}`: one issue; 404 when deleted or not seen by the caller. */
export async function getIssue(id: string, signal?: AbortSignal): Promise<TIssue> {
  return (await apiGet<{ issue: TIssue }>(`/issue/${id}`, { signal })).issue;
}

/** Query options of one issue; its failures are handled by the edit popup (it closes on 404). */
export function issueQueryOptions(id: string) {
  return queryOptions({
    queryKey: issueKeys.one(id),
    queryFn: ({ signal }) => getIssue(id, signal),
    meta: { isSilent: true },
  });
}
