import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import {
  compileFormula,
  FormulaError,
  formulaName,
  formulaOrder,
  type TCompiledFormula,
  type TFormulaMeasurable,
} from './formula.ts';

/**
 * A formula measurable's periods, computed so that nothing a stored formula holds can fail the
 * answer it is part of: a row saved before the formula check (or written by hand) may hold
 * anything, so a formula that does not read, or a period that cannot be computed, becomes an
 * error cell with its reason and the rest of the scorecard answers as usual (issue 28).
 */

/** One computed period: a value (null: an input is missing), or why it could not be computed. */
export type TFormulaCell = { value: number | null; error?: string };

/** The reader's text for a failure: the check's own text, never an internal message. */
const reasonOf = (error: unknown) =>
  error instanceof FormulaError ? error.message : SCORECARD_TEXTS.formulaFailed;

/**
 * The cells of every formula measurable, by id then period, computed after the formulas they
 * use. `periodsOf` gives a measurable's periods in the window, `readStored` a typed value.
 */
export function computeFormulaCells<M extends TFormulaMeasurable>(
  measurables: readonly M[],
  periodsOf: (measurable: M) => readonly string[],
  readStored: (measurable: M, intervalId: string) => number | null,
): Map<string, Map<string, TFormulaCell>> {
  const computed = new Map<string, Map<string, TFormulaCell>>();
  const byName = new Map(measurables.map((m) => [formulaName(m.title), m]));
  const cellOf = (measurable: M, intervalId: string): TFormulaCell =>
    measurable.formula
      ? (computed.get(measurable.id)?.get(intervalId) ?? { value: null })
      : { value: readStored(measurable, intervalId) };

  /** One period of a formula that reads: an input's error first, else its value. */
  const periodCell = (compiled: TCompiledFormula, intervalId: string): TFormulaCell => {
    try {
      const failed = compiled.names
        .map((name) => byName.get(name))
        .find((input) => input && cellOf(input, intervalId).error);
      if (failed) return { value: null, error: SCORECARD_TEXTS.formulaInputFailed(failed.title) };
      const read = (name: string) => {
        const input = byName.get(name);
        return input ? cellOf(input, intervalId).value : null;
      };
      return { value: compiled.compute(read) };
    } catch (error) {
      return { value: null, error: reasonOf(error) };
    }
  };

  for (const measurable of formulaOrder(measurables)) {
    let compiled: TCompiledFormula | { error: string };
    try {
      compiled = compileFormula(measurable.formula ?? '');
    } catch (error) {
      compiled = { error: reasonOf(error) };
    }
    const cells = new Map<string, TFormulaCell>();
    for (const intervalId of periodsOf(measurable)) {
      cells.set(
        intervalId,
        'error' in compiled ? { value: null, error: compiled.error } : periodCell(compiled, intervalId),
      );
    }
    computed.set(measurable.id, cells);
  }
  return computed;
}
