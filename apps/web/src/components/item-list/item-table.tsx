import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state.tsx';
import { LoadingView } from '../loading-view.tsx';
import { usePhoneRows } from '../phone-rows.tsx';
import classes from './item-table.module.css';
import { useTimeSlicedCount } from './use-time-sliced-count.ts';

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
 * its first rows and "Show all (N)" under them (`usePhoneRows`).
 */
export function ItemTable<T>({ label, columns, isPending, empty, rows, renderRow }: TProps<T>) {
  const phone = usePhoneRows(rows.length);
  if (isPending) return <LoadingView />;
  if (rows.length === 0)
    return <EmptyState title={empty.title} text={empty.text} action={empty.action} headingOrder={3} />;
  return (
    <>
      <Table.ScrollContainer ref={phone.rowsRef} minWidth={0} type="native">
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
          <ItemTableBody rows={rows.slice(0, phone.shown)} renderRow={renderRow} />
        </Table>
      </Table.ScrollContainer>
      {phone.showAll}
    </>
  );
}

/**
 * The rows, time sliced (useTimeSlicedCount). Its own component, made when the rows arrive, so
 * the render that brings them draws only the first screenful.
 */
function ItemTableBody<T>({ rows, renderRow }: { rows: readonly T[]; renderRow: (row: T) => ReactNode }) {
  const shown = useTimeSlicedCount(rows.length);
  return <Table.Tbody>{rows.slice(0, shown).map(renderRow)}</Table.Tbody>;
}
