import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { apiGet } from '../../../lib/api-client.ts';

/** `GET issues?ids=`: the issues with these ids that the caller sees (others are absent). */
export async function getIssuesByIds(ids: readonly string[], signal?: AbortSignal): Promise<TIssue[]> {
  const query = encodeURIComponent(ids.join(','));
  return (await apiGet<{ issues: TIssue[] }>(`/issues?ids=${query}`, { signal })).issues;
}
