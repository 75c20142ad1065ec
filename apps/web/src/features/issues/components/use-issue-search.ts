import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import {
  type TItemListConfig,
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import '../texts.ts';
import { useListStatusOptions } from '../../../components/item-list/use-list-status-options.ts';

/** Which issues a list shows by status. */
export type TIssueListStatus = 'open' | 'solved';

/** The status filters of issue lists and the order they list in (the server's: rank, then age). */
export const ISSUE_LIST_CONFIG: TItemListConfig<TIssueListStatus, 'priority' | 'createdAt'> = {
  initialStatus: 'open',
  statusOptions: [
    { value: 'open', label: 'Open', statuses: ['Open'] },
    { value: 'solved', label: 'Solved', statuses: ['Solved'] },
  ],
  sorts: [
    { property: 'priority', ascending: true },
    { property: 'createdAt', ascending: true },
  ],
};

/** The key of each status filter's name. */
const ISSUE_LIST_STATUS_KEYS: Record<TIssueListStatus, TTextKey> = {
  open: 'issue.filter.open',
  solved: 'issue.filter.solved',
};

/** The status filters named in the person's language. */
export const useIssueListStatusOptions = () =>
  useListStatusOptions(ISSUE_LIST_CONFIG.statusOptions, ISSUE_LIST_STATUS_KEYS);

/** One page of an issue list plus the open and solved counts of its scope (for the filter labels). */
export function useIssueSearch(request: TItemListRequest<TIssueListStatus>) {
  const search = useItemListSearch<TIssue, TIssueListStatus, 'priority' | 'createdAt'>(
    'issue',
    ISSUE_LIST_CONFIG,
    request,
  );
  return { ...search, issues: search.items };
}
