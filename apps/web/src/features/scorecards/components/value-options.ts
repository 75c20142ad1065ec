import {
  COMPARISON_SYMBOLS,
  COMPARISONS,
  MEASURABLE_INTERVALS,
  type TComparison,
  type TMeasurableInterval,
  type TUnitOfMeasure,
  type TValueScale,
  UNITS_OF_MEASURE,
  VALUE_SCALES,
} from '@cairn/domain/scorecards/scorecards.constants';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Each interval's name (the domain keeps the codes). */
export const INTERVAL_NAME_KEYS: Record<TMeasurableInterval, TTextKey> = {
  Weekly: 'scorecard.interval.weekly',
  Monthly: 'scorecard.interval.monthly',
  Quarterly: 'scorecard.interval.quarterly',
};

const COMPARISON_NAME_KEYS: Record<TComparison, TTextKey> = {
  GreaterOrEqual: 'scorecard.comparison.greaterOrEqual',
  LessOrEqual: 'scorecard.comparison.lessOrEqual',
  Greater: 'scorecard.comparison.greater',
  Less: 'scorecard.comparison.less',
  Equal: 'scorecard.comparison.equal',
  Between: 'scorecard.comparison.between',
};

/** A scale's name with its suffix where it has one: "Thousand (k)". */
const SCALE_NAME_KEYS: Record<TValueScale, TTextKey> = {
  One: 'scorecard.scale.one',
  Thousand: 'scorecard.scale.thousand',
  Million: 'scorecard.scale.million',
  Billion: 'scorecard.scale.billion',
};

/** A unit's name with its sign: "Dollar ($)". */
const UNIT_NAME_KEYS: Record<TUnitOfMeasure, TTextKey> = {
  Number: 'scorecard.unit.number',
  Percent: 'scorecard.unit.percent',
  Dollar: 'scorecard.unit.dollar',
  Quetzal: 'scorecard.unit.quetzal',
  Dong: 'scorecard.unit.dong',
  Euro: 'scorecard.unit.euro',
  Franc: 'scorecard.unit.franc',
  Naira: 'scorecard.unit.naira',
  Peso: 'scorecard.unit.peso',
  Pound: 'scorecard.unit.pound',
  Yen: 'scorecard.unit.yen',
  Zar: 'scorecard.unit.zar',
  Seconds: 'scorecard.unit.seconds',
  Minutes: 'scorecard.unit.minutes',
  Hours: 'scorecard.unit.hours',
  Days: 'scorecard.unit.days',
};

/** The interval picker's options. */
export const intervalOptions = (t: TFunction) =>
  MEASURABLE_INTERVALS.map((value) => ({ value, label: t(INTERVAL_NAME_KEYS[value]) }));

/** The comparison picker's options, each after its sign: "≥ Greater than or equal to". */
export const comparisonOptions = (t: TFunction) =>
  COMPARISONS.map((value) => ({
    value,
    label: `${COMPARISON_SYMBOLS[value]} ${t(COMPARISON_NAME_KEYS[value])}`,
  }));

/** The scale picker's options. Measurables and the V/TO's plan numbers use them. */
export const scaleOptions = (t: TFunction) =>
  VALUE_SCALES.map((value) => ({ value, label: t(SCALE_NAME_KEYS[value]) }));

/** The unit picker's options. Measurables and the V/TO's plan numbers use them. */
export const unitOptions = (t: TFunction) =>
  UNITS_OF_MEASURE.map((value) => ({ value, label: t(UNIT_NAME_KEYS[value]) }));
