import { evaluate } from '@cairn/domain/scorecards/evaluation';
import { periodsEnding } from '@cairn/domain/scorecards/periods';
import type { TMeasurableInterval } from '@cairn/domain/scorecards/scorecards.constants';
import { MEASURABLE_INTERVALS } from '@cairn/domain/scorecards/scorecards.constants';
import type {
  TMeasurable,
  TMeasuredValue,
  TScorecardGrid,
} from '@cairn/domain/scorecards/scorecards.schemas';
import { computeFormulaCells } from './formula-cells.ts';
import type { TGoalRow, TMeasurableRecord, TScorecardRecord, TValueCell } from './scorecards.repository.ts';

/**
 * The scorecard grid as answered: each measurable's values in the window, each judged against
 * the goal in force in its period, formula measurables computed per period from the values
 * they name (never stored, so a formula cannot overwrite typed values).
 */

/** The goal in force in a period: the latest that starts on or before it (else the first). */
function goalInForce(goals: readonly TGoalRow[], intervalId: string): TGoalRow | undefined {
  let found = goals[0];
  for (const goal of goals) if (goal.fromPeriod <= intervalId) found = goal;
  return found;
}

/** One period's answer, judged against the goal in force then. */
function presentValue(record: TMeasurableRecord, entry: Omit<TMeasuredValue, 'isOnTarget'>): TMeasuredValue {
  const goal = goalInForce(record.goals, entry.intervalId);
  const isOnTarget = entry.value === null || !goal ? null : evaluate(goal, entry.value).isOnTarget;
  return { ...entry, isOnTarget };
}

/** A stored row as a period's answer. */
export function presentStoredValue(record: TMeasurableRecord, row: TValueCell): TMeasuredValue {
  const { intervalId, value, note, version } = row;
  return presentValue(record, { intervalId, value, note, version, isComputed: false });
}

/** A measurable with the values given (already limited to its periods). */
export function presentMeasurable(record: TMeasurableRecord, values: TMeasuredValue[]): TMeasurable {
  const { row } = record;
  const current = record.goals.at(-1);
  return {
    id: row.id,
    version: row.version,
    scorecardId: record.scorecardId,
    title: row.title,
    ownerId: row.ownerPersonId,
    editorId: row.editorPersonId,
    comparison: current?.comparison ?? row.comparison,
    goalValue: current?.goalValue ?? 0,
    goalValueMax: current?.goalValueMax ?? null,
    unitOfMeasure: row.unitOfMeasure,
    valueScale: row.valueScale,
    decimalPlaces: row.decimalPlaces,
    interval: row.interval,
    formula: row.formula,
    linkedItemId: record.linkedItem?.id ?? null,
    linkedItem: record.linkedItem,
    tractionId: row.meetingId,
    tractionIds: record.meetingIds.includes(row.meetingId)
      ? record.meetingIds
      : [row.meetingId, ...record.meetingIds],
    goals: record.goals.map((goal) => ({
      from: goal.fromPeriod,
      goalValue: goal.goalValue,
      goalValueMax: goal.goalValueMax,
      comparison: goal.comparison,
    })),
    values,
  };
}

/** The periods of each interval in a window ending on `end`. */
export function windowPeriods(
  end: string,
  count: number,
  weekStartsOn: number,
): Record<TMeasurableInterval, string[]> {
  return Object.fromEntries(
    MEASURABLE_INTERVALS.map((interval) => [interval, periodsEnding(end, interval, count, weekStartsOn)]),
  ) as Record<TMeasurableInterval, string[]>;
}

/**
 * The first day the window of any of these measurables' intervals starts on: what to read values
 * from (a 52-period window is 13 years for a quarterly measurable, one year for a weekly one).
 */
export function windowStart(
  periods: Record<TMeasurableInterval, string[]>,
  records: readonly TMeasurableRecord[],
): string {
  const starts = records.map((record) => periods[record.row.interval][0]);
  return starts.length > 0 ? starts.sort()[0] : periods.Weekly[0];
}

/**
 * Each measurable's values in the window, formulas computed: typed values of a formula
 * measurable stay stored but are not shown while it has a formula; a period a formula cannot
 * compute is an error cell (`error`, value null) so the rest still answers.
 */
export function measurableValues(
  records: readonly TMeasurableRecord[],
  stored: readonly TValueCell[],
  periods: Record<TMeasurableInterval, string[]>,
): Map<string, TMeasuredValue[]> {
  const rowsOf = new Map<string, Map<string, TValueCell>>();
  for (const row of stored) {
    const byPeriod = rowsOf.get(row.measurableId) ?? new Map<string, TValueCell>();
    byPeriod.set(row.intervalId, row);
    rowsOf.set(row.measurableId, byPeriod);
  }
  const computed = computeFormulaCells(
    records.map((record) => record.row),
    (row) => periods[row.interval],
    (row, intervalId) => rowsOf.get(row.id)?.get(intervalId)?.value ?? null,
  );

  const answer = new Map<string, TMeasuredValue[]>();
  for (const record of records) {
    const stored = rowsOf.get(record.row.id) ?? new Map<string, TValueCell>();
    const values: TMeasuredValue[] = [];
    for (const intervalId of periods[record.row.interval]) {
      const row = stored.get(intervalId);
      if (record.row.formula) {
        const { value, error } = computed.get(record.row.id)?.get(intervalId) ?? { value: null };
        if (value !== null || error || row?.note) {
          values.push(
            presentValue(record, {
              intervalId,
              value,
              note: row?.note ?? '',
              version: row?.version ?? 0,
              isComputed: true,
              ...(error ? { error } : {}),
            }),
          );
        }
      } else if (row) {
        if (row.value !== null || row.note) values.push(presentStoredValue(record, row));
      }
    }
    answer.set(record.row.id, values);
  }
  return answer;
}

/** The grid answer. */
export function presentGrid(
  scorecard: TScorecardRecord,
  records: readonly TMeasurableRecord[],
  stored: readonly TValueCell[],
  end: string,
  count: number,
  weekStartsOn: number,
): TScorecardGrid {
  const periods = windowPeriods(end, count, weekStartsOn);
  const values = measurableValues(records, stored, periods);
  return {
    id: scorecard.scorecardId,
    tractionId: scorecard.meetingId,
    title: scorecard.title,
    end,
    periods,
    measurables: records.map((record) => presentMeasurable(record, values.get(record.row.id) ?? [])),
  };
}
