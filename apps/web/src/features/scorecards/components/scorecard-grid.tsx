import { MEASURABLE_INTERVALS } from '@cairn/domain/scorecards/scorecards.constants';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { usePhoneRows } from '../../../components/phone-rows.tsx';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAddMeasuredValue } from '../api/add-measured-value.ts';
import { useScorecardGrid } from '../api/get-scorecard-grid.ts';
import { useOrderMeasurables } from '../api/order-measurables.ts';
import { useScorecardPreferences } from '../api/scorecard-preferences.ts';
import { useGridInteractiveMark } from '../utils/grid-timing.ts';
import { EditMeasurablePanel } from './edit-measurable-panel.tsx';
import { IntervalTable } from './interval-table.tsx';
import { MeasurableChartModal } from './measurable-chart-modal.tsx';
import type { TRowAction } from './measurable-title-cell.tsx';
import type { TGridWindow } from './use-grid-window.ts';
import { type TNoteTarget, ValueNoteModal } from './value-note-modal.tsx';
import '../texts.ts';

export type { TRowAction } from './measurable-title-cell.tsx';

/** Props of the grid; the live meeting mounts it with its own `rowActions` ("drop to Issues"). */
export type TScorecardGridProps = {
  scorecardId: string;
  window: TGridWindow;
  today: string;
  /** False for observers (and archived meetings): the grid is read-only. */
  canEdit: boolean;
  /** Extra entries of each row's menu. */
  rowActions?: readonly TRowAction[];
  /** Shown instead of the empty state's text when there is nothing yet (e.g. an add button). */
  emptyAction?: React.ReactNode;
};

const NO_ACTIONS: readonly TRowAction[] = [];

/** `movedId` placed just before `beforeId` in `ids`. */
function moveBefore(ids: readonly string[], movedId: string, beforeId: string): string[] {
  const rest = ids.filter((id) => id !== movedId);
  const at = rest.indexOf(beforeId);
  const from = ids.indexOf(movedId);
  const target = ids.indexOf(beforeId);
  // Dropped on a row below: it goes after that row, as a spreadsheet's drag does.
  rest.splice(from < target ? at + 1 : at, 0, movedId);
  return rest;
}

/**
 * The scorecard grid (001 §2-§9, issue #11): a table per interval of measurables (owner, title,
 * goal, trend) by the window's periods, typed into like a spreadsheet, with on/off target
 * colours and marks, average and total columns and newest-first order per the user's
 * preferences, drag to reorder, a chart per row, the cell's note, and live refresh. Observers
 * see it read-only.
 */
export function ScorecardGrid(props: TScorecardGridProps) {
  const { t } = useTranslation();
  const { scorecardId, window, canEdit, today } = props;
  const grid = useScorecardGrid(scorecardId, window.end, window.periods);
  const people = usePeopleOfOrg();
  const preferences = useScorecardPreferences();
  const locale = formatLocale();
  const addValue = useAddMeasuredValue(scorecardId);
  const order = useOrderMeasurables(scorecardId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [chartOf, setChartOf] = useState<TMeasurable | null>(null);
  const [noteOf, setNoteOf] = useState<TNoteTarget | null>(null);
  // The rows render at a deferred priority, in slices the browser paints between: an answer of
  // TanStack Query renders synchronously, the whole grid in one long task on a phone (issue 38).
  const data = useDeferredValue(grid.data);
  const measurables = data?.measurables;
  useGridInteractiveMark(Boolean(measurables));
  const phone = usePhoneRows(measurables?.length ?? 0);
  const ids = useMemo(() => (measurables ?? []).map((measurable) => measurable.id), [measurables]);

  const save = useCallback(
    (measurable: TMeasurable, intervalId: string, value: number | null) =>
      addValue.mutate({ measurableId: measurable.id, intervalId, value }),
    [addValue.mutate],
  );
  const onNote = useCallback((measurable: TMeasurable, intervalId: string, label: string) => {
    const note = measurable.values.find((value) => value.intervalId === intervalId)?.note ?? '';
    setNoteOf({ measurableId: measurable.id, title: measurable.title, intervalId, label, note });
  }, []);
  const onEdit = useCallback((measurable: TMeasurable) => setEditingId(measurable.id), []);
  const onMove = useCallback(
    (measurable: TMeasurable, delta: -1 | 1) => {
      const at = ids.indexOf(measurable.id);
      const next = [...ids];
      const swap = next[at + delta];
      if (swap === undefined) return;
      next[at + delta] = measurable.id;
      next[at] = swap;
      order.mutate(next);
    },
    [ids, order.mutate],
  );
  const onDrop = useCallback(
    (movedId: string, beforeId: string) => order.mutate(moveBefore(ids, movedId, beforeId)),
    [ids, order.mutate],
  );

  if (grid.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('scorecard.grid.loadFailed')}>
        <Button size="xs" variant="white" onClick={() => grid.refetch()} loading={grid.isFetching}>
          {t('scorecard.grid.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center h={160}>
        <Loader aria-label={t('scorecard.grid.loading')} />
      </Center>
    );
  }
  const shown = data.measurables.slice(0, phone.shown);
  const groups = MEASURABLE_INTERVALS.map((interval) => ({
    interval,
    measurables: shown.filter((measurable) => measurable.interval === interval),
  })).filter((group) => group.measurables.length > 0);

  return (
    <Stack gap="md" ref={phone.rowsRef}>
      {groups.length === 0 ? (
        <EmptyState
          title={t('scorecard.grid.emptyTitle')}
          text={canEdit ? t('scorecard.grid.emptyText') : t('scorecard.grid.emptyReadOnly')}
          action={canEdit ? props.emptyAction : undefined}
        />
      ) : null}
      {groups.map((group) => (
        <IntervalTable
          key={group.interval}
          interval={group.interval}
          measurables={group.measurables}
          periods={data.periods[group.interval]}
          isReversed={preferences.reverseScorecard}
          showAverage={preferences.showAverage}
          showTotal={preferences.showTotal}
          canEdit={canEdit}
          peopleById={people.byId}
          locale={locale}
          today={today}
          rowActions={props.rowActions ?? NO_ACTIONS}
          withHeading={groups.length > 1}
          save={save}
          onNote={onNote}
          onEdit={onEdit}
          onChart={setChartOf}
          onMove={onMove}
          onDrop={onDrop}
        />
      ))}
      {phone.showAll}
      {editingId ? (
        <EditMeasurablePanel
          scorecardId={scorecardId}
          measurableId={editingId}
          onClose={() => setEditingId(null)}
        />
      ) : null}
      <MeasurableChartModal
        scorecardId={scorecardId}
        measurable={chartOf}
        today={today}
        locale={locale}
        onClose={() => setChartOf(null)}
      />
      <ValueNoteModal scorecardId={scorecardId} target={noteOf} onClose={() => setNoteOf(null)} />
    </Stack>
  );
}
