import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { describe, expect, it } from 'vitest';
import { checkFormula, compileFormula, FormulaError, formulaOrder } from './formula.ts';

const values: Record<string, number | null> = { revenue: 1200, 'new customers': 4, churn: null };
const readValue = (name: string) => values[name] ?? null;

describe('formula measurables', () => {
  it('computes arithmetic over named measurables, case and spacing ignored', () => {
    expect(compileFormula('{Revenue} / { New  Customers }').compute(readValue)).toBe(300);
    expect(compileFormula('({Revenue} - 200) * 2 + -{new customers}').compute(readValue)).toBe(1996);
    expect(compileFormula('2.5e1 * {Revenue} / 0x10').compute(readValue)).toBe(1875);
  });

  it('answers null when a value is missing or the result is not a number (division by zero)', () => {
    expect(compileFormula('{Revenue} + {Churn}').compute(readValue)).toBeNull();
    expect(compileFormula('{Revenue} / ({New customers} - 4)').compute(readValue)).toBeNull();
  });

  it('refuses anything but arithmetic: functions, assignments, unknown symbols, no reference', () => {
    for (const bad of [
      'sqrt({Revenue})',
      '{Revenue} = 3',
      'x + {Revenue}',
      '42',
      '{Revenue} +',
      '{}',
      'import({Revenue})',
      '{Revenue}; 2',
      // Constants other than finite numbers (issue 28: text made every read of the scorecard fail).
      '"abc" + {Revenue}',
      "'abc' * {Revenue}",
      'true + {Revenue}',
      'null + {Revenue}',
      'NaN * {Revenue}',
      'Infinity * {Revenue}',
      '1e999 * {Revenue}',
    ]) {
      expect(() => compileFormula(bad), bad).toThrow(FormulaError);
    }
  });

  it('names the unknown measurable, refuses itself and cycles through other formulas', () => {
    const measurables = [
      { id: 'a', title: 'Revenue', formula: null },
      { id: 'b', title: 'Per customer', formula: '{Revenue} / {Margin}' },
      { id: 'c', title: 'Margin', formula: null },
    ];
    expect(() => checkFormula(null, '{Revenue} / {Visitors}', measurables)).toThrow(
      SCORECARD_TEXTS.formulaUnknown('visitors'),
    );
    expect(() => checkFormula('a', '{Revenue} * 2', measurables)).toThrow(SCORECARD_TEXTS.formulaSelf);
    expect(() => checkFormula('c', '{Per customer} * 2', measurables)).toThrow(
      SCORECARD_TEXTS.formulaCycle(['Margin', 'Per customer', 'Margin']),
    );
    expect(checkFormula('c', '{Revenue} * 2', measurables).names).toEqual(['revenue']);
  });

  it('orders formulas after the formulas they use', () => {
    const order = formulaOrder([
      { id: 'x', title: 'X', formula: '{Y} + 1' },
      { id: 'y', title: 'Y', formula: '{Z} * 2' },
      { id: 'z', title: 'Z', formula: null },
    ]);
    expect(order.map((m) => m.id)).toEqual(['y', 'x']);
  });
});
