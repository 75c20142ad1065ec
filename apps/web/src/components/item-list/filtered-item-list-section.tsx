import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { type TItemPopupKind, useOpenItemPopup } from '../item-popup/open-item-popup.ts';
import { ItemListFilters } from './item-list-filters.tsx';
import { ItemListSection } from './item-list-section.tsx';
import type { TListState } from './use-list-state.ts';
import './texts.ts';

type TProps<TStatus extends string> = {
  /** The section heading; none on a page whose title already says it. */
  title?: string;
  /** The plural the filters and the search box name, in the person's language, e.g. 'issues'. */
  itemsLabel: string;
  /** The list's state (useListState): scope, status, text and page. */
  state: TListState<TStatus>;
  statusOptions: readonly { value: TStatus; label: string }[];
  /** How many items each status holds in the scope (undefined while loading). */
  counts?: Partial<Record<TStatus, number>>;
  totalPages: number;
  /** The heading's add button, for those who may add: its label, the popup and its meeting. */
  add?: { label: string; kind: TItemPopupKind; tractionId?: string };
  /** The search failed (logged, 002 §8): the section says so and offers Try again. */
  failed?: { onRetry: () => void } | null;
  /** A page's own filters, shown after the list's (an organisation-wide list's owner, quarter or meeting). */
  moreFilters?: ReactNode;
  /** The list itself, or its empty state. */
  children: ReactNode;
};

/**
 * An item list section wired to its list state: heading with the add button, mine / everyone
 * and status filters with counts, the search box and pages (each change back to page 1).
 */
export function FilteredItemListSection<TStatus extends string>(props: TProps<TStatus>) {
  const { title, itemsLabel, state, add } = props;
  const open = useOpenItemPopup();
  const { t } = useTranslation();
  return (
    <ItemListSection
      title={title}
      itemsLabel={itemsLabel}
      action={
        add && open ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => open(add.kind, add.tractionId)}
          >
            {add.label}
          </Button>
        ) : undefined
      }
      filters={
        <ItemListFilters
          itemsLabel={itemsLabel}
          scope={state.scope}
          onScopeChange={state.setScope}
          status={state.status}
          onStatusChange={state.setStatus}
          statusOptions={props.statusOptions}
          counts={props.counts}
        >
          {props.moreFilters}
        </ItemListFilters>
      }
      text={state.text}
      onTextChange={state.setText}
      page={state.page}
      totalPages={props.totalPages}
      onPageChange={state.setPage}
    >
      {props.failed ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('itemList.loadFailed', { items: itemsLabel })}
        >
          <Button size="xs" variant="white" onClick={props.failed.onRetry}>
            {t('itemList.tryAgain')}
          </Button>
        </Alert>
      ) : (
        props.children
      )}
    </ItemListSection>
  );
}
