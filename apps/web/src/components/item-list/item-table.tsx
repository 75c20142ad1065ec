import { Button, Table, VisuallyHidden } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { EmptyState } from '../empty-state.tsx';
import { LoadingView } from '../loading-view.tsx';
import classes from './item-table.module.css';
import { useTimeSlicedCount } from './use-time-sliced-count.ts';
import './texts.ts';

/** Rows a list shows on a phone before "Show all": what a 375 x 812 screen holds under a list's heading. */
export const PHONE_ROWS = 5;

/**
 * A column heading of an item table; `isHidden` keeps it for screen readers only (a box, a menu);
 * `isWideOnly` leaves it out on phones (its cells pass `visibleFrom="sm"` too).
 */
export type TItemTableColumn = { label: string; width?: number; isHidden?: boolean; isWideOnly?: boolean };

/** What an empty item list says: what to do next. */
export type TEmptyList = { title: string; text: string; action?: ReactNode };

type TProps<T> = {
  /** The table's accessible name, e.g. 'Issues'. */
  label: string;
  /** The headings; null ones are left out (e.g. the menu column for observers). */
  columns: readonly (TItemTableColumn | null)[];
  isPending: boolean;
  empty: TEmptyList;
  rows: readonly T[];
  /** One row (a `Table.Tr` with its key). */
  renderRow: (row: T) => ReactNode;
};

/**
 * An item list's table (a loader while pending, the empty state when empty). Below `sm` each row
 * is a card (item-table.module.css): rows mark their tick box, title and menu cells with
 * `data-cell` ("check", "title", "menu") so the card can lay them out. On a phone the table shows
 * its first rows and "Show all (N)" under them; once pressed, the list shows all its rows while
 * the page is open (through its filters, searches and pages).
 */
export function ItemTable<T>({ label, columns, isPending, empty, rows, renderRow }: TProps<T>) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [isShowingAll, setShowingAll] = useState(false);
  const bodyRef = useFocusFirstRevealed(isShowingAll);
  const isCut = isPhone && !isShowingAll && rows.length > PHONE_ROWS;
  if (isPending) return <LoadingView />;
  if (rows.length === 0)
    return <EmptyState title={empty.title} text={empty.text} action={empty.action} headingOrder={3} />;
  return (
    <>
      <Table.ScrollContainer minWidth={0} type="native">
        <Table className={classes.table} verticalSpacing="xs" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                column ? (
                  <Table.Th
                    key={column.label}
                    w={column.width}
                    visibleFrom={column.isWideOnly ? 'sm' : undefined}
                  >
                    {column.isHidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
                  </Table.Th>
                ) : null,
              )}
            </Table.Tr>
          </Table.Thead>
          <ItemTableBody
            rows={isCut ? rows.slice(0, PHONE_ROWS) : rows}
            renderRow={renderRow}
            bodyRef={bodyRef}
          />
        </Table>
      </Table.ScrollContainer>
      {isCut ? (
        <Button variant="subtle" size="xs" onClick={() => setShowingAll(true)}>
          {t('itemList.showAll', { total: rows.length })}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The rows, time sliced (useTimeSlicedCount). Its own component, made when the rows arrive, so
 * the render that brings them draws only the first screenful.
 */
function ItemTableBody<T>({
  rows,
  renderRow,
  bodyRef,
}: {
  rows: readonly T[];
  renderRow: (row: T) => ReactNode;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
}) {
  const shown = useTimeSlicedCount(rows.length);
  return <Table.Tbody ref={bodyRef}>{rows.slice(0, shown).map(renderRow)}</Table.Tbody>;
}

/**
 * "Show all" leaves once pressed, and the focus with it: it goes to the first row it revealed
 * (that row's first control), so a keyboard user goes on where the list goes on.
 */
function useFocusFirstRevealed(isShowingAll: boolean) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const wasShowingAll = useRef(isShowingAll);
  useEffect(() => {
    if (isShowingAll && !wasShowingAll.current) {
      const firstRevealed = bodyRef.current?.rows[PHONE_ROWS];
      firstRevealed?.querySelector<HTMLElement>('button, input, select, a[href]')?.focus();
    }
    wasShowingAll.current = isShowingAll;
  }, [isShowingAll]);
  return bodyRef;
}
