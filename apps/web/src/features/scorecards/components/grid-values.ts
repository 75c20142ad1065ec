import { evaluate } from '@cairn/domain/scorecards/evaluation';
import type { TMeasurable, TMeasuredValue } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatMeasurableValue, type TValueFormat } from '@cairn/domain/scorecards/value-format';
import { goalInForce } from '../api/grid-cache.ts';

/** How a measurable's numbers show, in the reader's locale. */
export function formatOf(measurable: TMeasurable, locale: string): TValueFormat {
  return {
    unitOfMeasure: measurable.unitOfMeasure,
    valueScale: measurable.valueScale,
    decimalPlaces: measurable.decimalPlaces,
    locale,
  };
}

/** The values of a measurable by period. */
export function valuesByPeriod(measurable: TMeasurable): Map<string, TMeasuredValue> {
  return new Map(measurable.values.map((value) => [value.intervalId, value]));
}

/** What a cell shows: the formatted value, whether it is on target, and the hover text. */
export type TCellView = {
  text: string;
  isOnTarget: boolean | null;
  /** "On Target · +4.17 (+4.17%)" (001 §8), or '' for an empty cell. */
  evaluation: string;
  note: string;
  isComputed: boolean;
  /** Why a formula could not compute this period (an error cell), or ''. */
  error: string;
};

/** The view of one period's cell of a measurable. */
export function cellViewOf(
  measurable: TMeasurable,
  stored: TMeasuredValue | undefined,
  locale: string,
): TCellView {
  const isComputed = Boolean(measurable.formula) || Boolean(stored?.isComputed);
  const error = stored?.error ?? '';
  if (!stored || stored.value === null) {
    return { text: '', isOnTarget: null, evaluation: '', note: stored?.note ?? '', isComputed, error };
  }
  const goal = goalInForce(measurable, stored.intervalId);
  const evaluation = evaluate(goal, stored.value);
  return {
    text: formatMeasurableValue(stored.value, formatOf(measurable, locale), goal),
    isOnTarget: stored.isOnTarget ?? evaluation.isOnTarget,
    evaluation: evaluation.text,
    note: stored.note,
    isComputed,
    error,
  };
}

/** Average and total of the values in the window (empty periods left out); null when there are none. */
export function rowStats(measurable: TMeasurable, periods: readonly string[]) {
  const byPeriod = valuesByPeriod(measurable);
  const numbers = periods
    .map((period) => byPeriod.get(period)?.value)
    .filter((value): value is number => typeof value === 'number');
  if (numbers.length === 0) return { average: null, total: null };
  const total = numbers.reduce((sum, value) => sum + value, 0);
  return { average: total / numbers.length, total };
}
