import { OPEN_HEADLINE_STATUSES } from '@cairn/domain/headlines/headlines.constants';
import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { useMemo } from 'react';
import {
  type TItemListConfig,
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Which headlines a list shows by review status (002 §4). */
export type THeadlineListStatus = 'toReview' | 'reviewed' | 'removed';

/** The review-status filters of headline lists, and their order: oldest first, as they were shared. */
export const HEADLINE_LIST_CONFIG: TItemListConfig<THeadlineListStatus, 'createdAt' | 'title'> = {
  initialStatus: 'toReview',
  statusOptions: [
    { value: 'toReview', label: 'To review', statuses: [...OPEN_HEADLINE_STATUSES] },
    { value: 'reviewed', label: 'Reviewed', statuses: ['Reviewed'] },
    { value: 'removed', label: 'Removed', statuses: ['Removed'] },
  ],
  sorts: [
    { property: 'createdAt', ascending: true },
    { property: 'title', ascending: true },
  ],
};

/** The key of each review-status filter's name. */
const HEADLINE_LIST_STATUS_KEYS: Record<THeadlineListStatus, TTextKey> = {
  toReview: 'headline.filter.toReview',
  reviewed: 'headline.filter.reviewed',
  removed: 'headline.filter.removed',
};

/** The review-status filters named in the person's language (the config's labels are the English). */
export function useHeadlineListStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      HEADLINE_LIST_CONFIG.statusOptions.map((option) => ({
        value: option.value,
        label: t(HEADLINE_LIST_STATUS_KEYS[option.value]),
      })),
    [t],
  );
}

/** One page of a headline list plus the count of each review status in its scope. */
export function useHeadlineSearch(request: TItemListRequest<THeadlineListStatus>) {
  const search = useItemListSearch<THeadline, THeadlineListStatus, 'createdAt' | 'title'>(
    'headline',
    HEADLINE_LIST_CONFIG,
    request,
  );
  return { ...search, headlines: search.items };
}
