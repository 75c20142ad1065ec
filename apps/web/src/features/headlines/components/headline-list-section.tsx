import { FilteredItemListSection } from '../../../components/item-list/filtered-item-list-section.tsx';
import { listStateOptions } from '../../../components/item-list/use-item-list-search.ts';
import { useListState } from '../../../components/item-list/use-list-state.ts';
import { HeadlineList } from './headline-list.tsx';
import { HEADLINE_UI_TEXTS } from './headline-texts.ts';
import { HEADLINE_LIST_CONFIG, type THeadlineListStatus, useHeadlineSearch } from './use-headline-search.ts';

export type THeadlineListSectionProps = {
  /** The meeting whose headlines it lists; all the caller sees when left out. */
  tractionId?: string;
  /** The section heading; none on a page whose title already says it. */
  title?: string;
  /** False for observers: no add button, no review control, no menu, no editing. */
  canChange: boolean;
};

/** What the list says when it is empty, by search, status and whether the viewer may add. */
function emptyStateOf(searchText: string, status: THeadlineListStatus, canChange: boolean) {
  if (searchText) return { title: 'No matching headlines', text: 'Try other words, or clear the search.' };
  if (status === 'reviewed')
    return {
      title: 'No reviewed headlines yet',
      text: 'Set a headline to Reviewed once the meeting has heard it; it shows up here.',
    };
  if (status === 'removed')
    return { title: 'No removed headlines', text: 'Headlines set to Removed show up here.' };
  return {
    title: 'No headlines to review',
    text: canChange
      ? 'Add one with Add Headline (or press Alt+H): a headline is short good or bad news about a customer or an employee for the team to hear.'
      : 'Headlines the team shares will show up here.',
  };
}

/**
 * A searchable headline list (002 §9: 25 a page, 300 ms search debounce; a filter change goes
 * back to page 1) with mine / everyone and review-status filters and their counts, an Add
 * Headline button for those who may add, and an empty state that says what to do.
 */
export function HeadlineListSection({ tractionId, title, canChange }: THeadlineListSectionProps) {
  const state = useListState<THeadlineListStatus>(
    listStateOptions(HEADLINE_LIST_CONFIG, 'headlines', tractionId),
  );
  const list = useHeadlineSearch({ ...state, text: state.searchText, tractionId });
  return (
    <FilteredItemListSection
      title={title}
      itemsLabel="headlines"
      state={state}
      statusOptions={HEADLINE_LIST_CONFIG.statusOptions}
      counts={list.counts}
      totalPages={list.totalPages}
      failed={list.isError ? { onRetry: list.retry } : null}
      add={canChange ? { label: HEADLINE_UI_TEXTS.addHeadline, kind: 'headline', tractionId } : undefined}
    >
      <HeadlineList
        headlines={list.headlines}
        isPending={list.isPending}
        canChange={canChange}
        empty={emptyStateOf(state.searchText, state.status, canChange)}
      />
    </FilteredItemListSection>
  );
}
