import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedDecimalPlaces,
  NUMBER_FIELD_MAX_LENGTH,
  UNITS_OF_MEASURE,
  VALUE_SCALE_SUFFIXES,
  VALUE_SCALES,
} from './scorecards.constants.ts';
import { cleanNumberInput, formatGoal, formatMeasurableValue, parseNumberText } from './value-format.ts';

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
      formatGoal('GreaterOrEqual', 3, { unitOfMeasure: 'Number', valueScale: 'Million', decimalPlaces: 0 }),
    ).toBe('≥ 3M');
    expect(
      formatMeasurableValue(-0.001, { unitOfMeasure: 'Number', valueScale: 'One', decimalPlaces: 2 }),
    ).toBe('0.00');
  });

  it('always shows exactly the decimals asked, the scale suffix, and a minus only for a non-zero negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...UNITS_OF_MEASURE),
        fc.constantFrom(...VALUE_SCALES),
        fc.nat({ max: 6 }),
        (value, unitOfMeasure, valueScale, decimalPlaces) => {
          const text = formatMeasurableValue(value, { unitOfMeasure, valueScale, decimalPlaces });
          const digits = text.match(/[\d,]+(\.(\d+))?/);
          expect(digits?.[2]?.length ?? 0).toBe(decimalPlaces);
          expect(text.includes(`${VALUE_SCALE_SUFFIXES[valueScale]}`)).toBe(true);
          if (text.startsWith('-')) expect(value).toBeLessThan(0);
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
