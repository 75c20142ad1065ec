import { isOnTarget, type TGoal } from './evaluation.ts';
import {
  COMPARISON_SYMBOLS,
  DECIMAL_PLACES_MAX,
  NUMBER_FIELD_MAX_LENGTH,
  type TUnitOfMeasure,
  type TValueScale,
  UNIT_DISPLAY,
  VALUE_SCALE_SUFFIXES,
} from './scorecards.constants.ts';

/** How a measurable shows its numbers: unit, scale, decimals and the reader's locale. */
export type TValueFormat = {
  unitOfMeasure: TUnitOfMeasure;
  valueScale: TValueScale;
  /** 0: each value with its own decimals (as typed); 1 or more: every value rounded to them. */
  decimalPlaces: number;
  /** BCP 47 locale of the organisation or reader; en-US when absent. */
  locale?: string;
};

/** A value past the goal by less than this many decimals shows as many as it needs to stay past it. */
const MAX_SHOWN_DECIMALS = 12;

/** How many decimals a number has as JavaScript writes it shortest (3.8 -> 1), at most the maximum. */
function ownDecimals(value: number): number {
  const [, fraction = ''] = Math.abs(value).toFixed(DECIMAL_PLACES_MAX).replace(/0+$/, '').split('.');
  return fraction.length;
}

/**
 * The decimals a value shows with: the measurable's when it sets them, else the value's own;
 * with a goal, more where fewer would round the value across it (3.8 against "< 4" never
 * shows as "4" beside an on-target mark).
 */
export function shownDecimals(value: number, decimalPlaces: number, goal?: TGoal): number {
  let places = decimalPlaces > 0 ? decimalPlaces : ownDecimals(value);
  if (!goal) return places;
  const judged = isOnTarget(goal, value);
  while (places < MAX_SHOWN_DECIMALS && isOnTarget(goal, Number(value.toFixed(places))) !== judged)
    places += 1;
  return places;
}

/** Number formats made once per locale and decimals: making one costs more than formatting (issue 38). */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, places: number): Intl.NumberFormat {
  const key = `${locale} ${places}`;
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places });
    numberFormats.set(key, made);
  }
  return made;
}

/**
 * A value as a cell shows it: currency prefix, the number with its decimals grouped for the
 * locale, the scale suffix (k, M, B) and the unit suffix: "$12.50k", "-4.5%", "3 h". With the
 * goal it is judged against, the shown number never contradicts its on/off mark.
 */
export function formatMeasurableValue(value: number, format: TValueFormat, goal?: TGoal): string {
  const unit = UNIT_DISPLAY[format.unitOfMeasure];
  const places = shownDecimals(value, format.decimalPlaces, goal);
  const number = numberFormat(format.locale ?? 'en-US', places).format(Math.abs(value));
  const isNegative = value < 0 && /[1-9]/.test(number);
  return `${isNegative ? '-' : ''}${unit.prefix}${number}${VALUE_SCALE_SUFFIXES[format.valueScale]}${unit.suffix}`;
}

/** A goal with its comparison: "≥ $12.50k", or a range "10 h – 20 h". */
export function formatGoal(goal: TGoal, format: TValueFormat): string {
  if (goal.comparison === 'Between') {
    const high = goal.goalValueMax ?? goal.goalValue;
    return `${formatMeasurableValue(goal.goalValue, format)} – ${formatMeasurableValue(high, format)}`;
  }
  return `${COMPARISON_SYMBOLS[goal.comparison]} ${formatMeasurableValue(goal.goalValue, format)}`;
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
