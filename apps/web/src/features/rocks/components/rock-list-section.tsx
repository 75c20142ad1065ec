import type { ReactNode } from 'react';
import { FilteredItemListSection } from '../../../components/item-list/filtered-item-list-section.tsx';
import type { TItemScope } from '../../../components/item-list/item-list-filters.tsx';
import { listStateOptions } from '../../../components/item-list/use-item-list-search.ts';
import { useListState } from '../../../components/item-list/use-list-state.ts';
import { RockList } from './rock-list.tsx';
import { ROCK_UI_TEXTS } from './rock-texts.ts';
import { ROCK_LIST_CONFIG, type TRockListStatus, useRockSearch } from './use-rock-search.ts';

/** Props of a rock list section. */
export type TRockListSectionProps = {
  /** The meeting whose rocks it lists; all the caller sees when left out. */
  tractionId?: string;
  /** The section heading; none on a page whose title already says it. */
  title?: string;
  /** False for observers: no status change, no editing, no add button or hint. */
  canChange: boolean;
  /** Whose rocks it opens on: a meeting's lists open on everyone's, others on the caller's. */
  initialScope?: TItemScope;
  /** More search filters (the Rocks page's quarter and owner) and their controls. */
  filters?: Record<string, string[]>;
  moreFilters?: ReactNode;
  /** What the empty list says instead of the default (a page that filters by more). */
  empty?: { title: string; text: string };
};

/** What the list says when it is empty, by search, status and whether the viewer may add. */
function rockEmptyStateOf(searchText: string, status: TRockListStatus, canChange: boolean) {
  if (searchText) return { title: 'No matching rocks', text: 'Try other words, or clear the search.' };
  if (status === 'finished')
    return {
      title: 'No finished rocks yet',
      text: 'Set an open rock’s status to Done, Not done, Closed or Non-Rock; it then shows up here.',
    };
  return {
    title: 'No open rocks',
    text: canChange
      ? 'Add one with Add Rock (or press Alt+R): a rock is a goal for this quarter; 3 to 7 per team work best.'
      : 'Rocks the team sets for the quarter will show up here.',
  };
}

/**
 * A searchable rock list (002 §9: 25 a page, 300 ms search debounce; a filter change goes back
 * to page 1) with mine / everyone and open / finished filters and their counts, and an empty
 * state that says what to do.
 */
export function RockListSection(props: TRockListSectionProps) {
  const { tractionId, title, canChange, filters } = props;
  const state = useListState<TRockListStatus>(
    listStateOptions(ROCK_LIST_CONFIG, 'rocks', tractionId, props.initialScope),
  );
  const list = useRockSearch({ ...state, text: state.searchText, tractionId, filters });
  return (
    <FilteredItemListSection
      title={title}
      itemsLabel="rocks"
      state={state}
      statusOptions={ROCK_LIST_CONFIG.statusOptions}
      counts={list.counts}
      totalPages={list.totalPages}
      failed={list.isError ? { onRetry: list.retry } : null}
      add={canChange ? { label: ROCK_UI_TEXTS.addRock, kind: 'rock', tractionId } : undefined}
      moreFilters={props.moreFilters}
    >
      <RockList
        rocks={list.rocks}
        isPending={list.isPending}
        canChange={canChange}
        tractionId={tractionId}
        empty={props.empty ?? rockEmptyStateOf(state.searchText, state.status, canChange)}
      />
    </FilteredItemListSection>
  );
}
