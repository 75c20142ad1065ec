import type { ReactNode } from 'react';
import { FilteredItemListSection } from '../../../components/item-list/filtered-item-list-section.tsx';
import type { TItemScope } from '../../../components/item-list/item-list-filters.tsx';
import { listStateOptions } from '../../../components/item-list/use-item-list-search.ts';
import { useListState } from '../../../components/item-list/use-list-state.ts';
import { IssueList } from './issue-list.tsx';
import { ISSUE_UI_TEXTS } from './issue-texts.ts';
import { ISSUE_LIST_CONFIG, type TIssueListStatus, useIssueSearch } from './use-issue-search.ts';

export type TIssueListSectionProps = {
  /** The meeting whose issues it lists; all the caller sees when left out. */
  tractionId?: string;
  /** The section heading; none on a page whose title already says it. */
  title?: string;
  /** False for observers: no solve box, menu, editing or add hint. */
  canChange: boolean;
  /** Whose issues it opens on: a meeting's lists open on everyone's, others on the caller's. */
  initialScope?: TItemScope;
  /** More search filters (the Issues page's meeting) and their controls. */
  filters?: Record<string, string[]>;
  moreFilters?: ReactNode;
  /** A list across meetings names each issue's meeting. */
  meetingTitleOf?: (tractionId: string | null) => string | undefined;
};

/** What the list says when it is empty, by search, status and whether the viewer may add. */
function emptyStateOf(searchText: string, status: TIssueListStatus, canChange: boolean) {
  if (searchText) return { title: 'No matching issues', text: 'Try other words, or clear the search.' };
  if (status === 'solved')
    return {
      title: 'No solved issues yet',
      text: 'Tick an issue in the Open list once it is solved; it shows up here.',
    };
  return {
    title: 'No open issues',
    text: canChange
      ? 'Add one with Add Issue at the top of the page (or press Alt+I): an issue is anything the team should discuss and solve.'
      : 'Issues the team adds will show up here.',
  };
}

/**
 * A searchable issue list (002 §9: 25 a page, 300 ms search debounce; a filter change goes back
 * to page 1) with mine / everyone and open / solved filters and their counts, and an empty
 * state that says what to do (Add Issue in the sub-header, or Alt+I).
 */
export function IssueListSection(props: TIssueListSectionProps) {
  const { tractionId, title, canChange, filters } = props;
  const state = useListState<TIssueListStatus>(
    listStateOptions(ISSUE_LIST_CONFIG, 'issues', tractionId, props.initialScope),
  );
  const list = useIssueSearch({ ...state, text: state.searchText, tractionId, filters });
  return (
    <FilteredItemListSection
      title={title}
      itemsLabel="issues"
      state={state}
      statusOptions={ISSUE_LIST_CONFIG.statusOptions}
      counts={list.counts}
      totalPages={list.totalPages}
      failed={list.isError ? { onRetry: list.retry } : null}
      add={canChange ? { label: ISSUE_UI_TEXTS.addIssue, kind: 'issue', tractionId } : undefined}
      moreFilters={props.moreFilters}
    >
      <IssueList
        issues={list.issues}
        isPending={list.isPending}
        canChange={canChange}
        empty={emptyStateOf(state.searchText, state.status, canChange)}
        meetingTitleOf={props.meetingTitleOf}
      />
    </FilteredItemListSection>
  );
}
