import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { periodStart } from '@cairn/domain/scorecards/periods';
import type { TMeasurableInterval } from '@cairn/domain/scorecards/scorecards.constants';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import { Box, VisuallyHidden } from '@mantine/core';
import { type RefObject, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { useCellHoverTip } from './cell-hover-tip.tsx';
import { cellViewOf, formatOf, rowStats, valuesByPeriod } from './grid-values.ts';
import { MeasurableSparkline } from './measurable-sparkline.tsx';
import { MeasurableTitleCell, type TRowAction } from './measurable-title-cell.tsx';
import { periodName } from './period-name.ts';
import classes from './scorecard-grid.module.css';
import { type TCellPos, useGridCursor } from './use-grid-cursor.ts';
import { ValueCell } from './value-cell.tsx';
import { INTERVAL_NAME_KEYS } from './value-options.ts';
import '../texts.ts';

/**
 * The newest periods matter most: the scroller shows them (the end, unless newest-first) when
 * the window changes, and keeps them in view when its width changes (a phone turned, a
 * resized window) as long as the user has not scrolled back; focus on a row's title does not
 * move them away.
 */
function useShowNewest(
  scrollerRef: RefObject<HTMLDivElement | null>,
  windowKey: string,
  isReversed: boolean,
) {
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !windowKey) return;
    const pin = () => {
      scroller.scrollLeft = isReversed ? 0 : scroller.scrollWidth;
    };
    pin();
    let isAtNewest = true;
    const onScroll = () => {
      const fromEnd = scroller.scrollWidth - scroller.clientWidth - scroller.scrollLeft;
      isAtNewest = isReversed ? scroller.scrollLeft <= 2 : fromEnd <= 2;
    };
    const resizes = new ResizeObserver(() => {
      if (isAtNewest) pin();
    });
    // The sticky columns (title, and trend on wider screens) are always in view, yet focusing
    // them (a popup handing the focus back to what opened it) scrolls the table to its start:
    // undo that.
    const onFocusIn = (event: FocusEvent) => {
      const cell = event.target instanceof Element ? event.target.closest('th, td') : null;
      if (!cell || getComputedStyle(cell).position !== 'sticky') return;
      const kept = scroller.scrollLeft;
      requestAnimationFrame(() => {
        scroller.scrollLeft = kept;
      });
    };
    resizes.observe(scroller);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    scroller.addEventListener('focusin', onFocusIn);
    return () => {
      resizes.disconnect();
      scroller.removeEventListener('scroll', onScroll);
      scroller.removeEventListener('focusin', onFocusIn);
    };
  }, [scrollerRef, windowKey, isReversed]);
}

/** What the table does with a user's action; the grid holds the calls. */
type TTableHandlers = {
  save: (measurable: TMeasurable, intervalId: string, value: number | null) => void;
  onNote: (measurable: TMeasurable, intervalId: string, label: string) => void;
  onEdit: (measurable: TMeasurable) => void;
  onChart: (measurable: TMeasurable) => void;
  onMove: (measurable: TMeasurable, delta: -1 | 1) => void;
  /** Drag and drop: `movedId` goes just before `beforeId`. */
  onDrop: (movedId: string, beforeId: string) => void;
};

type TProps = TTableHandlers & {
  interval: TMeasurableInterval;
  measurables: readonly TMeasurable[];
  /** The window's periods of this interval, oldest first. */
  periods: readonly string[];
  isReversed: boolean;
  showAverage: boolean;
  showTotal: boolean;
  canEdit: boolean;
  peopleById: ReadonlyMap<string, TPerson>;
  locale: string;
  today: string;
  rowActions: readonly TRowAction[];
  /** Heading shown when the grid holds several intervals. */
  withHeading: boolean;
};

/**
 * One interval's part of the grid: a row per measurable, a column per period (newest first
 * when reversed), the average and total columns when chosen, typed into like a spreadsheet.
 */
export function IntervalTable(props: TProps) {
  const { t } = useTranslation();
  const { weekStartsOn } = useOrgClock();
  const { measurables, interval, locale, canEdit } = props;
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [menuAt, setMenuAt] = useState<TCellPos | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropId, setDropId] = useState<string | null>(null);
  const columns = useMemo(
    () => (props.isReversed ? [...props.periods].reverse() : [...props.periods]),
    [props.periods, props.isReversed],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: periodName reads the locale (a region change keeps `t`)
  const labels = useMemo(
    () => columns.map((period) => periodName(period, interval, t)),
    [columns, interval, locale, t],
  );
  const current = periodStart(props.today, interval, weekStartsOn);
  const maps = useMemo(() => measurables.map(valuesByPeriod), [measurables]);
  // Each cell's view and position are kept between renders, so moving the cursor re-renders only
  // the cells it leaves and enters (ValueCell is memoised), not the whole year of cells.
  const views = useMemo(
    () =>
      measurables.map((measurable, row) =>
        columns.map((period) => cellViewOf(measurable, maps[row]?.get(period), locale)),
      ),
    [measurables, maps, columns, locale],
  );
  const positions = useMemo(
    () =>
      Array.from({ length: measurables.length }, (_, row) =>
        Array.from({ length: columns.length }, (_, col) => ({ row, col })),
      ),
    [measurables.length, columns.length],
  );
  const isEditable = useCallback(
    (row: number) => canEdit && Boolean(measurables[row]) && !measurables[row]?.formula,
    [canEdit, measurables],
  );

  const cursor = useGridCursor({
    rowCount: measurables.length,
    colCount: columns.length,
    tableRef,
    isEditable,
    valueAt: (pos) => maps[pos.row]?.get(columns[pos.col] ?? '')?.value ?? null,
    save: (pos, value) => {
      const measurable = measurables[pos.row];
      const period = columns[pos.col];
      if (measurable && period) props.save(measurable, period, value);
    },
    onMenu: (pos) => (isEditable(pos.row) ? setMenuAt(pos) : undefined),
    onPasteSkipped: (count) => notifyInfo(t('scorecard.grid.pasteSkipped', { count })),
  });
  const { select, startEdit } = cursor;
  const onSelect = useCallback(
    (pos: TCellPos, startEditing: boolean) =>
      startEditing && isEditable(pos.row) ? startEdit(pos) : select(pos),
    [isEditable, select, startEdit],
  );
  const onNote = useCallback(
    (pos: TCellPos) => {
      setMenuAt(null);
      const measurable = measurables[pos.row];
      const period = columns[pos.col];
      if (measurable && period) props.onNote(measurable, period, labels[pos.col] ?? period);
    },
    [measurables, columns, labels, props.onNote],
  );
  const onClear = useCallback(
    (pos: TCellPos) => {
      setMenuAt(null);
      const measurable = measurables[pos.row];
      const period = columns[pos.col];
      if (measurable && period) props.save(measurable, period, null);
    },
    [measurables, columns, props.save],
  );

  const hoverTip = useCellHoverTip();
  const windowKey = `${props.periods[0]}-${props.isReversed}`;
  useShowNewest(scrollerRef, windowKey, props.isReversed);

  const heading = t('scorecard.grid.intervalHeading', { interval: t(INTERVAL_NAME_KEYS[interval]) });
  return (
    <Box className={classes.scroller} ref={scrollerRef}>
      <table
        ref={tableRef}
        className={classes.table}
        aria-label={heading}
        onPaste={canEdit ? cursor.onPaste : undefined}
        onMouseOver={hoverTip.onPointTo}
        onMouseLeave={hoverTip.onLeave}
        onFocus={hoverTip.onPointTo}
        onBlur={hoverTip.onLeave}
      >
        <thead>
          <tr>
            <th scope="col" className={`${classes.sticky} ${classes.titleCell}`} style={{ paddingLeft: 12 }}>
              {props.withHeading ? t(INTERVAL_NAME_KEYS[interval]) : t('scorecard.grid.measurable')}
            </th>
            <th scope="col" className={classes.trend}>
              <VisuallyHidden>{t('scorecard.grid.trend')}</VisuallyHidden>
            </th>
            {columns.map((period, col) => (
              <th key={period} scope="col" className={period === current ? classes.current : undefined}>
                {labels[col]}
              </th>
            ))}
            {props.showAverage ? <th scope="col">{t('scorecard.grid.average')}</th> : null}
            {props.showTotal ? <th scope="col">{t('scorecard.grid.total')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {measurables.map((measurable, row) => {
            const stats = rowStats(measurable, props.periods);
            const format = formatOf(measurable, locale);
            const rowClass = [
              dragId === measurable.id ? classes.dragging : '',
              dropId === measurable.id ? classes.dropTarget : '',
            ]
              .join(' ')
              .trim();
            return (
              <tr
                key={measurable.id}
                data-measurable-id={measurable.id}
                className={rowClass || undefined}
                onDragOver={(event) => {
                  if (!dragId || dragId === measurable.id) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setDropId(measurable.id);
                }}
                onDragLeave={() => setDropId((id) => (id === measurable.id ? null : id))}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragId && dragId !== measurable.id) props.onDrop(dragId, measurable.id);
                  setDragId(null);
                  setDropId(null);
                }}
              >
                <MeasurableTitleCell
                  measurable={measurable}
                  owner={measurable.ownerId ? props.peopleById.get(measurable.ownerId) : undefined}
                  locale={locale}
                  canEdit={canEdit}
                  canMoveUp={row > 0}
                  canMoveDown={row < measurables.length - 1}
                  onEdit={props.onEdit}
                  onChart={props.onChart}
                  onMove={props.onMove}
                  rowActions={props.rowActions}
                  onDragStart={() => setDragId(measurable.id)}
                  onDragEnd={() => {
                    setDragId(null);
                    setDropId(null);
                  }}
                />
                <td className={classes.trend}>
                  <button
                    type="button"
                    onClick={() => props.onChart(measurable)}
                    aria-label={t('scorecard.grid.chartOf', { title: measurable.title })}
                    style={{ all: 'unset', cursor: 'pointer', display: 'block' }}
                  >
                    <MeasurableSparkline
                      values={props.periods.map((period) => maps[row]?.get(period)?.value ?? null)}
                    />
                  </button>
                </td>
                {columns.map((period, col) => (
                  <ValueCell
                    key={period}
                    pos={positions[row]?.[col] ?? { row, col }}
                    view={views[row]?.[col] ?? cellViewOf(measurable, maps[row]?.get(period), locale)}
                    periodLabel={labels[col] ?? period}
                    isActive={cursor.active.row === row && cursor.active.col === col}
                    edit={cursor.edit?.row === row && cursor.edit.col === col ? cursor.edit : null}
                    isEditable={isEditable(row)}
                    isMenuOpen={menuAt?.row === row && menuAt.col === col}
                    onSelect={onSelect}
                    onKeyDown={cursor.onCellKeyDown}
                    onEditorChange={cursor.onEditorChange}
                    onEditorKeyDown={cursor.onEditorKeyDown}
                    onEditorBlur={cursor.onEditorBlur}
                    onMenuChange={setMenuAt}
                    onNote={onNote}
                    onClear={onClear}
                  />
                ))}
                {props.showAverage ? (
                  <td className={classes.statCell}>
                    {stats.average === null ? '–' : formatMeasurableValue(stats.average, format)}
                  </td>
                ) : null}
                {props.showTotal ? (
                  <td className={classes.statCell}>
                    {stats.total === null ? '–' : formatMeasurableValue(stats.total, format)}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {hoverTip.tip}
    </Box>
  );
}
