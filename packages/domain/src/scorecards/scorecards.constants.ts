/**
 * Enumerations, limits and texts of scorecards and their measurables
 * (spec 001 §3 enumerations, §5 rules, §8 texts, §9 constants; 002 §5 number fields, §9).
 */

/**
 * How a period's value is judged against the goal (001 §3; default Greater). `Between` is
 * Cairn's range goal beyond the spec's five: `goalValue` the low end, `goalValueMax` the high
 * end, both included.
 */
export const COMPARISONS = ['GreaterOrEqual', 'LessOrEqual', 'Greater', 'Less', 'Equal', 'Between'] as const;
export type TComparison = (typeof COMPARISONS)[number];
export const DEFAULT_COMPARISON: TComparison = 'Greater';

/** The sign a comparison shows before its name (the web names it by key: `scorecard.comparison.*`). */
export const COMPARISON_SYMBOLS: Record<TComparison, string> = {
  GreaterOrEqual: '≥',
  LessOrEqual: '≤',
  Greater: '>',
  Less: '<',
  Equal: '=',
  Between: '↔',
};

/** The scale values and goals are typed in (001 §3; default One). */
export const VALUE_SCALES = ['One', 'Thousand', 'Million', 'Billion'] as const;
export type TValueScale = (typeof VALUE_SCALES)[number];
export const DEFAULT_VALUE_SCALE: TValueScale = 'One';
export const VALUE_SCALE_MULTIPLIERS: Record<TValueScale, number> = {
  One: 1,
  Thousand: 1_000,
  Million: 1_000_000,
  Billion: 1_000_000_000,
};
/** Shown after a scaled value: 12.5k, 3M, 1B. */
export const VALUE_SCALE_SUFFIXES: Record<TValueScale, string> = {
  One: '',
  Thousand: 'k',
  Million: 'M',
  Billion: 'B',
};

/** Units of measure (001 §3, 002 §3; default Number). */
export const UNITS_OF_MEASURE = [
  'Number',
  'Percent',
  'Dollar',
  'Quetzal',
  'Dong',
  'Euro',
  'Franc',
  'Naira',
  'Peso',
  'Pound',
  'Yen',
  'Zar',
  'Seconds',
  'Minutes',
  'Hours',
  'Days',
] as const;
export type TUnitOfMeasure = (typeof UNITS_OF_MEASURE)[number];
export const DEFAULT_UNIT_OF_MEASURE: TUnitOfMeasure = 'Number';

/**
 * How a unit is written around a number: a prefix (currencies) or a suffix (%, time), and its
 * English name for the server's messages (`decimalsForUnit`; the web names it by key: `scorecard.unit.*`).
 */
export type TUnitDisplay = { label: string; prefix: string; suffix: string };
export const UNIT_DISPLAY: Record<TUnitOfMeasure, TUnitDisplay> = {
  Number: { label: 'Number', prefix: '', suffix: '' },
  Percent: { label: 'Percent (%)', prefix: '', suffix: '%' },
  Dollar: { label: 'Dollar ($)', prefix: '$', suffix: '' },
  Quetzal: { label: 'Quetzal (Q)', prefix: 'Q', suffix: '' },
  Dong: { label: 'Dong (₫)', prefix: '₫', suffix: '' },
  Euro: { label: 'Euro (€)', prefix: '€', suffix: '' },
  Franc: { label: 'Franc (Fr)', prefix: 'Fr ', suffix: '' },
  Naira: { label: 'Naira (₦)', prefix: '₦', suffix: '' },
  Peso: { label: 'Peso (MX$)', prefix: 'MX$', suffix: '' },
  Pound: { label: 'Pound (£)', prefix: '£', suffix: '' },
  Yen: { label: 'Yen (¥)', prefix: '¥', suffix: '' },
  Zar: { label: 'Rand (R)', prefix: 'R', suffix: '' },
  Seconds: { label: 'Seconds', prefix: '', suffix: ' s' },
  Minutes: { label: 'Minutes', prefix: '', suffix: ' min' },
  Hours: { label: 'Hours', prefix: '', suffix: ' h' },
  Days: { label: 'Days', prefix: '', suffix: ' d' },
};

/** Currencies counted in cents: 0 or 2 decimals only (001 §3). */
export const CENT_CURRENCIES: readonly TUnitOfMeasure[] = [
  'Dollar',
  'Quetzal',
  'Euro',
  'Franc',
  'Naira',
  'Peso',
  'Pound',
  'Zar',
];
/** Currencies with no minor unit in use: no decimals (001 §3). */
export const WHOLE_CURRENCIES: readonly TUnitOfMeasure[] = ['Yen', 'Dong'];

/**
 * Decimal places: default 0, changed with +/- buttons (001 §9), at most this many. 0 shows each
 * value as typed (its own decimals, up to the maximum); 1 or more rounds every value to them.
 */
export const DECIMAL_PLACES_DEFAULT = 0;
export const DECIMAL_PLACES_MAX = 6;

/** The decimal places a unit allows (001 §3): cents 0 or 2, Yen and Dong none, others 0-6. */
export function allowedDecimalPlaces(unit: TUnitOfMeasure): readonly number[] {
  if (WHOLE_CURRENCIES.includes(unit)) return [0];
  if (CENT_CURRENCIES.includes(unit)) return [0, 2];
  return Array.from({ length: DECIMAL_PLACES_MAX + 1 }, (_, places) => places);
}

/** How often a measurable is measured; the grid groups by interval. Weekly by default. */
export const MEASURABLE_INTERVALS = ['Weekly', 'Monthly', 'Quarterly'] as const;
export type TMeasurableInterval = (typeof MEASURABLE_INTERVALS)[number];
export const DEFAULT_MEASURABLE_INTERVAL: TMeasurableInterval = 'Weekly';

/** Weeks start Monday (002 §9); an organisation may choose another day (0 Sunday ... 6 Saturday). */
export const DEFAULT_WEEK_STARTS_ON = 1;

/** A goal or value as typed: at most 15 characters (001 §9, 002 §5 number field). */
export const NUMBER_FIELD_MAX_LENGTH = 15;
/** The grid shows this many periods by default (a quarter of weeks). */
export const SCORECARD_DEFAULT_PERIODS = 13;
/** At most this many periods in one grid request (two years of weeks). */
export const SCORECARD_MAX_PERIODS = 104;
/** A value's note: plain text, at most this long. */
export const MEASURED_VALUE_NOTE_MAX_LENGTH = 1_000;
/** A formula: at most this long. */
export const FORMULA_MAX_LENGTH = 500;
/** A scorecard holds 5-15 measurables by the method (002 §9); Cairn allows up to this many. */
export const SCORECARD_MEASURABLES_MAX = 200;
/** One CSV import: at most this many rows. */
export const SCORECARD_IMPORT_ROWS_MAX = 5_000;

export const SCORECARD_TEXTS = {
  required: 'Required',
  /** One owner per measurable (issue 34 point 6): the spec's `ownerIds` may name only one. */
  oneOwner: 'A measurable has one owner: choose one person.',
  /** 001 §8 evaluation. */
  onTarget: 'On Target',
  offTarget: 'Off Target',
  /** 001 §8 owner change. */
  ownerChangeConfirm:
    'This measurable will be removed from the meetings that the new Measurable Owner does not have access to.',
  notANumber: 'Enter a number',
  /** The range goal's high end. */
  goalMaxRequired: 'Enter the high end of the range',
  goalMaxBelowLow: 'The high end must be at least the low end',
  numberTooLong: `At most ${NUMBER_FIELD_MAX_LENGTH} characters`,
  decimalsForUnit: (unit: TUnitOfMeasure) =>
    WHOLE_CURRENCIES.includes(unit)
      ? `${UNIT_DISPLAY[unit].label} takes no decimals`
      : CENT_CURRENCIES.includes(unit)
        ? `${UNIT_DISPLAY[unit].label} takes 0 or 2 decimals`
        : `Between 0 and ${DECIMAL_PLACES_MAX} decimals`,
  editorIsOwner: 'The assistant must be someone other than the owner.',
  editorUnlicensed: 'The assistant must be a licensed person of this organization.',
  ownerNotInOrg: 'The owner must be a licensed person of this organization.',
  needsMeeting: 'Choose at least one meeting',
  notAPeriodStart: (interval: TMeasurableInterval) =>
    interval === 'Weekly'
      ? 'Choose the first day of a week'
      : interval === 'Monthly'
        ? 'Choose the first day of a month'
        : 'Choose the first day of a quarter',
  formulaUnknown: (name: string) => `No measurable called "${name}" on this scorecard`,
  formulaSelf: 'A formula cannot use its own measurable',
  formulaCycle: (names: string[]) => `These formulas use each other: ${names.join(' → ')}`,
  formulaInvalid: 'The formula could not be read. Use measurable names in braces, numbers and + - * / ( )',
  formulaReadOnly: 'This value is computed from a formula',
  /** An error cell's reasons: the grid answers the rest of the scorecard around it. */
  formulaFailed: 'This period could not be computed from the formula',
  formulaInputFailed: (title: string) => `Uses "${title}", which could not be computed`,
  titleBreaksFormulas: 'Formulas use this measurable, so its name cannot contain { or }',
  noteTooLong: `At most ${MEASURED_VALUE_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  measurableNotFound: 'The measurable could not be found.',
  /** 001 §3 `linkedItemId`: a rock or to-do of the organisation the caller can read. */
  linkedItemUnknown: 'Choose a rock or to-do of this organization that you can see.',
  ownerNoMeetings: 'The new owner is not invited to any of the meetings of this measurable.',
  csvUnreadable: 'The file could not be read as CSV (measurable,period,value).',
  csvTooLong: `At most ${SCORECARD_IMPORT_ROWS_MAX.toLocaleString('en-US')} rows per import`,
  csvBadPeriod: 'Enter the period as a date, YYYY-MM-DD',
  orderMismatch: 'Send every measurable of this scorecard, each once.',
  removed: 'This measurable has been removed by another user.',
} as const;
