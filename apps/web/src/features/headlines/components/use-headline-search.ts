import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import {
  HEADLINE_LIST_CONFIG,
  type THeadlineListStatus,
} from '../../../components/item-list/list-configs.ts';
import {
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import '../texts.ts';
import { useListStatusOptions } from '../../../components/item-list/use-list-status-options.ts';

/** The key of each review-status filter's name. */
const HEADLINE_LIST_STATUS_KEYS: Record<THeadlineListStatus, TTextKey> = {
  toReview: 'headline.filter.toReview',
  reviewed: 'headline.filter.reviewed',
  removed: 'headline.filter.removed',
};

/** The review-status filters named in the person's language. */
export const useHeadlineListStatusOptions = () =>
  useListStatusOptions(HEADLINE_LIST_CONFIG.statusOptions, HEADLINE_LIST_STATUS_KEYS);

/** One page of a headline list plus the count of each review status in its scope. */
export function useHeadlineSearch(request: TItemListRequest<THeadlineListStatus>) {
  const search = useItemListSearch<THeadline, THeadlineListStatus, 'createdAt' | 'title'>(
    'headline',
    HEADLINE_LIST_CONFIG,
    request,
  );
  return { ...search, headlines: search.items };
}
