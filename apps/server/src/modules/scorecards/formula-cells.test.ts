import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFormulaCells } from './formula-cells.ts';

const PERIODS = ['2026-11-16', '2026-11-23'];
const STORED: Record<string, number> = { a: 10, b: 4 };
const measurable = (id: string, title: string, formula: string | null = null) => ({ id, title, formula });
const cells = (
  measurables: ReturnType<typeof measurable>[],
  readStored = (id: string) => STORED[id] ?? null,
) =>
  computeFormulaCells(
    measurables,
    () => PERIODS,
    (m) => readStored(m.id),
  );
const TYPED = [measurable('a', 'Sales'), measurable('b', 'Calls')];

describe('computing stored formulas', () => {
  it('computes every period of a formula that reads', () => {
    const computed = cells([...TYPED, measurable('f', 'Per call', '{Sales} / {Calls}')]);
    expect([...(computed.get('f')?.values() ?? [])]).toEqual([{ value: 2.5 }, { value: 2.5 }]);
  });

  it('turns a formula that does not read into error cells, and the formulas using it into theirs', () => {
    const computed = cells([
      ...TYPED,
      measurable('x', 'Broken', '"abc" + {Sales}'),
      measurable('y', 'Uses broken', '{Broken} * 2'),
    ]);
    expect(computed.get('x')?.get(PERIODS[0])).toEqual({
      value: null,
      error: SCORECARD_TEXTS.formulaInvalid,
    });
    expect(computed.get('y')?.get(PERIODS[1])).toEqual({
      value: null,
      error: SCORECARD_TEXTS.formulaInputFailed('Broken'),
    });
  });

  it('a failure while computing one period is an error cell with a text of its own, not an internal message', () => {
    const failing = (id: string) => {
      if (id === 'b') throw new Error('connection lost: secret internals');
      return STORED[id] ?? null;
    };
    const computed = cells([...TYPED, measurable('f', 'Per call', '{Sales} / {Calls}')], failing);
    expect(computed.get('f')?.get(PERIODS[0])).toEqual({ value: null, error: SCORECARD_TEXTS.formulaFailed });
  });

  it('never throws, whatever a stored formula holds; each cell is a number, empty or an error', () => {
    const pieces = [
      '{Sales}',
      '{Calls}',
      '{Other}',
      '"x"',
      "'y'",
      '1',
      '-2.5',
      'NaN',
      'true',
      'sqrt(',
      ')',
      '(',
      '+',
      '*',
      '/',
      '[1]',
      '=',
      '!',
      ';',
      '{',
      '}',
    ];
    const formula = fc.oneof(
      fc.string(),
      fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((p) => p.join(' ')),
    );
    fc.assert(
      fc.property(formula, formula, (first, second) => {
        const computed = cells([...TYPED, measurable('f', 'First', first), measurable('g', 'Other', second)]);
        for (const id of ['f', 'g']) {
          for (const cell of computed.get(id)?.values() ?? []) {
            if (cell.error) expect(cell.value).toBeNull();
            else expect(cell.value === null || Number.isFinite(cell.value)).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
