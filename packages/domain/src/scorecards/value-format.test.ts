import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnTarget } from './evaluation.ts';
import {
  allowedDecimalPlaces,
  COMPARISONS,
  DECIMAL_PLACES_MAX,
  NUMBER_FIELD_MAX_LENGTH,
  UNITS_OF_MEASURE,
  VALUE_SCALE_SUFFIXES,
  VALUE_SCALES,
} from './scorecards.constants.ts';
import {
  cleanNumberInput,
  formatGoal,
  formatMeasurableValue,
  parseNumberText,
  shownDecimals,
} from './value-format.ts';

describe('measurable value format', () => {
  it('writes unit, scale suffix and decimals', () => {
    const dollarsK = { unitOfMeasure: 'Dollar', valueScale: 'Thousand', decimalPlaces: 2 } as const;
    expect(formatMeasurableValue(12.5, dollarsK)).toBe('$12.50k');
    expect(formatMeasurableValue(-1234.5, dollarsK)).toBe('-$1,234.50k');
    expect(formatMeasurableValue(45, { unitOfMeasure: 'Percent', valueScale: 'One', decimalPlaces: 0 })).toBe(
      '45%',
    );
    expect(formatMeasurableValue(3, { unitOfMeasure: 'Hours', valueScale: 'One', decimalPlaces: 1 })).toBe(
      '3.0 h',
    );
    expect(
      formatMeasurableValue(1_000_000, { unitOfMeasure: 'Yen', valueScale: 'One', decimalPlaces: 0 }),
    ).toBe('¥1,000,000');
    expect(
      formatMeasurableValue(1234.5, {
        unitOfMeasure: 'Euro',
        valueScale: 'One',
        decimalPlaces: 2,
        locale: 'de-DE',
      }),
    ).toBe('€1.234,50');
    expect(
      formatGoal(
        { comparison: 'GreaterOrEqual', goalValue: 3 },
        { unitOfMeasure: 'Number', valueScale: 'Million', decimalPlaces: 0 },
      ),
    ).toBe('≥ 3M');
    expect(
      formatGoal(
        { comparison: 'Between', goalValue: 10, goalValueMax: 20.5 },
        { unitOfMeasure: 'Hours', valueScale: 'One', decimalPlaces: 0 },
      ),
    ).toBe('10 h – 20.5 h');
    expect(
      formatMeasurableValue(-0.001, { unitOfMeasure: 'Number', valueScale: 'One', decimalPlaces: 2 }),
    ).toBe('0.00');
  });

  it('with decimals set, shows exactly them; with 0, each value as typed (issue 35: $64.5k, not $65k)', () => {
    const hours = { unitOfMeasure: 'Hours', valueScale: 'One', decimalPlaces: 0 } as const;
    expect(formatMeasurableValue(3.8, hours)).toBe('3.8 h');
    expect(formatMeasurableValue(4, hours)).toBe('4 h');
    expect(
      formatMeasurableValue(64.5, { unitOfMeasure: 'Dollar', valueScale: 'Thousand', decimalPlaces: 0 }),
    ).toBe('$64.5k');
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...UNITS_OF_MEASURE),
        fc.constantFrom(...VALUE_SCALES),
        fc.nat({ max: 6 }),
        (value, unitOfMeasure, valueScale, decimalPlaces) => {
          const text = formatMeasurableValue(value, { unitOfMeasure, valueScale, decimalPlaces });
          const digits = text.match(/[\d,]+(\.(\d+))?/);
          const shown = digits?.[2]?.length ?? 0;
          if (decimalPlaces > 0) expect(shown).toBe(decimalPlaces);
          else expect(shown).toBeLessThanOrEqual(DECIMAL_PLACES_MAX);
          expect(text.includes(`${VALUE_SCALE_SUFFIXES[valueScale]}`)).toBe(true);
          if (text.startsWith('-')) expect(value).toBeLessThan(0);
        },
      ),
    );
  });

  it('a shown value never contradicts its on/off mark (issue 35: 3.8 h against "< 4 h" is not "4 h")', () => {
    const oneDecimal = { unitOfMeasure: 'Hours', valueScale: 'One', decimalPlaces: 1 } as const;
    expect(formatMeasurableValue(3.96, oneDecimal, { comparison: 'Less', goalValue: 4 })).toBe('3.96 h');
    expect(formatMeasurableValue(3.5, oneDecimal, { comparison: 'Less', goalValue: 4 })).toBe('3.5 h');
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.constantFrom(...COMPARISONS),
        fc.nat({ max: 6 }),
        (value, goalValue, comparison, decimalPlaces) => {
          const goal = { comparison, goalValue, goalValueMax: goalValue + 1 };
          const places = shownDecimals(value, decimalPlaces, goal);
          if (places < 12) {
            expect(isOnTarget(goal, Number(value.toFixed(places)))).toBe(isOnTarget(goal, value));
          }
        },
      ),
    );
  });

  it('cent currencies allow 0 or 2 decimals, Yen and Dong none', () => {
    expect(allowedDecimalPlaces('Dollar')).toEqual([0, 2]);
    expect(allowedDecimalPlaces('Yen')).toEqual([0]);
    expect(allowedDecimalPlaces('Dong')).toEqual([0]);
    expect(allowedDecimalPlaces('Percent')).toContain(3);
  });

  it('a number field keeps digits, one dot and a leading minus, at most 15 characters', () => {
    expect(cleanNumberInput('$1,234.5.6')).toBe('1234.56');
    expect(cleanNumberInput('-12-3')).toBe('-123');
    expect(cleanNumberInput('1'.repeat(20))).toHaveLength(NUMBER_FIELD_MAX_LENGTH);
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = cleanNumberInput(typed);
        expect(kept.length).toBeLessThanOrEqual(NUMBER_FIELD_MAX_LENGTH);
        expect(kept).toMatch(/^-?\d*\.?\d*$/);
        expect(cleanNumberInput(kept)).toBe(kept);
      }),
    );
  });

  it('reads numbers and refuses what is not one', () => {
    expect(parseNumberText('12.5')).toBe(12.5);
    expect(parseNumberText('-.5')).toBe(-0.5);
    expect(parseNumberText('1e3')).toBeNull();
    expect(parseNumberText('abc')).toBeNull();
    expect(parseNumberText('')).toBeNull();
  });
});
