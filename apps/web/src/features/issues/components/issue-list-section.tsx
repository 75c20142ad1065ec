import type { ReactNode } from 'react';
import { FilteredItemListSection } from '../../../components/item-list/filtered-item-list-section.tsx';
import type { TItemScope } from '../../../components/item-list/item-list-filters.tsx';
import { ISSUE_LIST_CONFIG, type TIssueListStatus } from '../../../components/item-list/list-configs.ts';
import { listStateOptions } from '../../../components/item-list/use-item-list-search.ts';
import { useListState } from '../../../components/item-list/use-list-state.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { IssueList } from './issue-list.tsx';
import { useIssueListStatusOptions, useIssueSearch } from './use-issue-search.ts';
import { useIssueTexts } from './use-issue-texts.ts';

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
function emptyStateOf(t: TFunction, searchText: string, status: TIssueListStatus, canChange: boolean) {
  if (searchText) return { title: t('issue.empty.searchTitle'), text: t('issue.empty.searchText') };
  if (status === 'solved') return { title: t('issue.empty.solvedTitle'), text: t('issue.empty.solvedText') };
  return {
    title: t('issue.empty.openTitle'),
    text: canChange ? t('issue.empty.openCanAdd') : t('issue.empty.openAssigned'),
  };
}

/**
 * A searchable issue list (002 §9: 25 a page, 300 ms search debounce; a filter change goes back
 * to page 1) with mine / everyone and open / solved filters and their counts, and an empty
 * state that says what to do (Add Issue in the sub-header, or Alt+I).
 */
export function IssueListSection(props: TIssueListSectionProps) {
  const { tractionId, title, canChange, filters } = props;
  const { t } = useTranslation();
  const texts = useIssueTexts();
  const statusOptions = useIssueListStatusOptions();
  const state = useListState<TIssueListStatus>(
    listStateOptions(ISSUE_LIST_CONFIG, 'issues', tractionId, props.initialScope),
  );
  const list = useIssueSearch({ ...state, text: state.searchText, tractionId, filters });
  return (
    <FilteredItemListSection
      title={title}
      itemsLabel={texts.items}
      state={state}
      statusOptions={statusOptions}
      counts={list.counts}
      totalPages={list.totalPages}
      failed={list.isError ? { onRetry: list.retry } : null}
      add={canChange ? { label: texts.addIssue, kind: 'issue', tractionId } : undefined}
      moreFilters={props.moreFilters}
    >
      <IssueList
        issues={list.issues}
        isPending={list.isPending}
        canChange={canChange}
        empty={emptyStateOf(t, state.searchText, state.status, canChange)}
        meetingTitleOf={props.meetingTitleOf}
      />
    </FilteredItemListSection>
  );
}
