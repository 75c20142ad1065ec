import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { ISSUE_LIST_CONFIG, type TIssueListStatus } from '../../../components/item-list/list-configs.ts';
import {
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import '../texts.ts';
import { useListStatusOptions } from '../../../components/item-list/use-list-status-options.ts';

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
