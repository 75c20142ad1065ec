import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { useMemo } from 'react';
import {
  type TItemListConfig,
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

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

/** The status filters named in the person's language (the config's labels are the English). */
export function useIssueListStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      ISSUE_LIST_CONFIG.statusOptions.map((option) => ({
        value: option.value,
        label: t(ISSUE_LIST_STATUS_KEYS[option.value]),
      })),
    [t],
  );
}

/** One page of an issue list plus the open and solved counts of its scope (for the filter labels). */
export function useIssueSearch(request: TItemListRequest<TIssueListStatus>) {
  const search = useItemListSearch<TIssue, TIssueListStatus, 'priority' | 'createdAt'>(
    'issue',
    ISSUE_LIST_CONFIG,
    request,
  );
  return { ...search, issues: search.items };
}
