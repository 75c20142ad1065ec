import {
  COMPARISON_SYMBOLS,
  NUMBER_FIELD_MAX_LENGTH,
  type TComparison,
  type TUnitOfMeasure,
  type TValueScale,
  UNIT_DISPLAY,
  VALUE_SCALE_SUFFIXES,
} from './scorecards.constants.ts';

/** How a measurable shows its numbers: unit, scale, decimals and the reader's locale. */
export type TValueFormat = {
  unitOfMeasure: TUnitOfMeasure;
  valueScale: TValueScale;
  decimalPlaces: number;
  /** BCP 47 locale of the organisation or reader; en-US when absent. */
  locale?: string;
};

/**
 * A value as a cell shows it: currency prefix, the number with its decimals grouped for the
 * locale, the scale suffix (k, M, B) and the unit suffix: "$12.50k", "-4.5%", "3 h".
 */
export function formatMeasurableValue(value: number, format: TValueFormat): string {
  const unit = UNIT_DISPLAY[format.unitOfMeasure];
  const number = new Intl.NumberFormat(format.locale ?? 'en-US', {
    minimumFractionDigits: format.decimalPlaces,
    maximumFractionDigits: format.decimalPlaces,
  }).format(Math.abs(value));
  const isNegative = value < 0 && /[1-9]/.test(number);
  return `${isNegative ? '-' : ''}${unit.prefix}${number}${VALUE_SCALE_SUFFIXES[format.valueScale]}${unit.suffix}`;
}

/** A goal with its comparison: "≥ $12.50k". */
export function formatGoal(comparison: TComparison, goal: number, format: TValueFormat): string {
  return `${COMPARISON_SYMBOLS[comparison]} ${formatMeasurableValue(goal, format)}`;
}

const NUMBER_PATTERN = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * What a number field keeps of typed text (002 §5): digits, one dot and one leading minus;
 * everything else is dropped, and at most 15 characters stay.
 */
export function cleanNumberInput(text: string): string {
  let kept = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '.' && !kept.includes('.')) kept += char;
    else if (char === '-' && kept === '') kept += char;
  }
  return kept.slice(0, NUMBER_FIELD_MAX_LENGTH);
}

/** The number typed text names ("12.5", "-3", ".5"), or null when it names none. */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_PATTERN.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
