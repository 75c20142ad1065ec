import type { ReactNode } from 'react';
import { FilteredItemListSection } from '../../../components/item-list/filtered-item-list-section.tsx';
import type { TItemScope } from '../../../components/item-list/item-list-filters.tsx';
import { ROCK_LIST_CONFIG, type TRockListStatus } from '../../../components/item-list/list-configs.ts';
import { listStateOptions } from '../../../components/item-list/use-item-list-search.ts';
import { useListState } from '../../../components/item-list/use-list-state.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { RockList } from './rock-list.tsx';
import { useRockListStatusOptions, useRockSearch } from './use-rock-search.ts';
import { useRockTexts } from './use-rock-texts.ts';

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
function rockEmptyStateOf(t: TFunction, searchText: string, status: TRockListStatus, canChange: boolean) {
  if (searchText) return { title: t('rock.empty.searchTitle'), text: t('rock.empty.searchText') };
  if (status === 'finished')
    return { title: t('rock.empty.finishedTitle'), text: t('rock.empty.finishedText') };
  return {
    title: t('rock.empty.openTitle'),
    text: canChange ? t('rock.empty.openCanAdd') : t('rock.empty.openAssigned'),
  };
}

/**
 * A searchable rock list (002 §9: 25 a page, 300 ms search debounce; a filter change goes back
 * to page 1) with mine / everyone and open / finished filters and their counts, and an empty
 * state that says what to do.
 */
export function RockListSection(props: TRockListSectionProps) {
  const { tractionId, title, canChange, filters } = props;
  const { t } = useTranslation();
  const texts = useRockTexts();
  const statusOptions = useRockListStatusOptions();
  const state = useListState<TRockListStatus>(
    listStateOptions(ROCK_LIST_CONFIG, 'rocks', tractionId, props.initialScope),
  );
  const list = useRockSearch({ ...state, text: state.searchText, tractionId, filters });
  return (
    <FilteredItemListSection
      title={title}
      itemsLabel={texts.items}
      state={state}
      statusOptions={statusOptions}
      counts={list.counts}
      totalPages={list.totalPages}
      failed={list.isError ? { onRetry: list.retry } : null}
      add={canChange ? { label: texts.addRock, kind: 'rock', tractionId } : undefined}
      moreFilters={props.moreFilters}
    >
      <RockList
        rocks={list.rocks}
        isPending={list.isPending}
        canChange={canChange}
        tractionId={tractionId}
        empty={props.empty ?? rockEmptyStateOf(t, state.searchText, state.status, canChange)}
      />
    </FilteredItemListSection>
  );
}
