import { FilteredItemListSection } from '../../../components/item-list/filtered-item-list-section.tsx';
import {
  HEADLINE_LIST_CONFIG,
  type THeadlineListStatus,
} from '../../../components/item-list/list-configs.ts';
import { listStateOptions } from '../../../components/item-list/use-item-list-search.ts';
import { useListState } from '../../../components/item-list/use-list-state.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { HeadlineList } from './headline-list.tsx';
import { useHeadlineListStatusOptions, useHeadlineSearch } from './use-headline-search.ts';
import { useHeadlineTexts } from './use-headline-texts.ts';

export type THeadlineListSectionProps = {
  /** The meeting whose headlines it lists; all the caller sees when left out. */
  tractionId?: string;
  /** The section heading; none on a page whose title already says it. */
  title?: string;
  /** False for observers: no add button, no review control, no menu, no editing. */
  canChange: boolean;
};

/** What the list says when it is empty, by search, status and whether the viewer may add. */
function emptyStateOf(t: TFunction, searchText: string, status: THeadlineListStatus, canChange: boolean) {
  if (searchText) return { title: t('headline.empty.searchTitle'), text: t('headline.empty.searchText') };
  if (status === 'reviewed')
    return { title: t('headline.empty.reviewedTitle'), text: t('headline.empty.reviewedText') };
  if (status === 'removed')
    return { title: t('headline.empty.removedTitle'), text: t('headline.empty.removedText') };
  return {
    title: t('headline.empty.toReviewTitle'),
    text: canChange ? t('headline.empty.toReviewCanAdd') : t('headline.empty.toReviewAssigned'),
  };
}

/**
 * A searchable headline list (002 §9: 25 a page, 300 ms search debounce; a filter change goes
 * back to page 1) with mine / everyone and review-status filters and their counts, an Add
 * Headline button for those who may add, and an empty state that says what to do.
 */
export function HeadlineListSection({ tractionId, title, canChange }: THeadlineListSectionProps) {
  const { t } = useTranslation();
  const texts = useHeadlineTexts();
  const statusOptions = useHeadlineListStatusOptions();
  const state = useListState<THeadlineListStatus>(
    listStateOptions(HEADLINE_LIST_CONFIG, 'headlines', tractionId),
  );
  const list = useHeadlineSearch({ ...state, text: state.searchText, tractionId });
  return (
    <FilteredItemListSection
      title={title}
      itemsLabel={texts.items}
      state={state}
      statusOptions={statusOptions}
      counts={list.counts}
      totalPages={list.totalPages}
      failed={list.isError ? { onRetry: list.retry } : null}
      add={canChange ? { label: texts.addHeadline, kind: 'headline', tractionId } : undefined}
    >
      <HeadlineList
        headlines={list.headlines}
        isPending={list.isPending}
        canChange={canChange}
        empty={emptyStateOf(t, state.searchText, state.status, canChange)}
      />
    </FilteredItemListSection>
  );
}
