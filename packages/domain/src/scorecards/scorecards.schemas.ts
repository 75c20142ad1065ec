import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ZCalendarDate, ZItemRef, ZItemTitle, ZItemVersion } from '../items/items.schemas.ts';
import { oneOwnerOnly, withOwnerIds } from '../items/one-owner.ts';
import {
  allowedDecimalPlaces,
  COMPARISONS,
  DECIMAL_PLACES_DEFAULT,
  DECIMAL_PLACES_MAX,
  DEFAULT_COMPARISON,
  DEFAULT_MEASURABLE_INTERVAL,
  DEFAULT_UNIT_OF_MEASURE,
  DEFAULT_VALUE_SCALE,
  FORMULA_MAX_LENGTH,
  MEASURABLE_INTERVALS,
  MEASURED_VALUE_NOTE_MAX_LENGTH,
  NUMBER_FIELD_MAX_LENGTH,
  SCORECARD_DEFAULT_PERIODS,
  SCORECARD_MAX_PERIODS,
  SCORECARD_MEASURABLES_MAX,
  SCORECARD_TEXTS,
  UNITS_OF_MEASURE,
  VALUE_SCALES,
} from './scorecards.constants.ts';
import { parseNumberText } from './value-format.ts';

/** Scorecard calls (001 §7, 002 §7) and their answers; the issue's contract where the spec is silent. */

export const ZComparison = z.enum(COMPARISONS, { error: SCORECARD_TEXTS.required });
export const ZValueScale = z.enum(VALUE_SCALES, { error: SCORECARD_TEXTS.required });
export const ZUnitOfMeasure = z.enum(UNITS_OF_MEASURE, { error: SCORECARD_TEXTS.required });
export const ZMeasurableInterval = z.enum(MEASURABLE_INTERVALS, { error: SCORECARD_TEXTS.required });

/**
 * A number as a number field takes it (002 §5): a JSON number, or text of digits with one dot
 * and a leading minus, at most 15 characters either way.
 */
export const ZNumberField = z
  .union([z.number(), z.string()], { error: SCORECARD_TEXTS.required })
  .transform((raw, ctx): number => {
    const text = typeof raw === 'number' ? String(raw) : raw.trim();
    if (text === '') {
      ctx.issues.push({ code: 'custom', message: SCORECARD_TEXTS.required, input: raw });
      return z.NEVER;
    }
    if (text.length > NUMBER_FIELD_MAX_LENGTH) {
      ctx.issues.push({ code: 'custom', message: SCORECARD_TEXTS.numberTooLong, input: raw });
      return z.NEVER;
    }
    const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : parseNumberText(text);
    if (value === null) {
      ctx.issues.push({ code: 'custom', message: SCORECARD_TEXTS.notANumber, input: raw });
      return z.NEVER;
    }
    return value;
  });

/** Decimal places: a whole number 0-6; which ones a unit allows is checked with the unit. */
export const ZDecimalPlaces = z
  .number({ error: SCORECARD_TEXTS.required })
  .int()
  .min(0)
  .max(DECIMAL_PLACES_MAX)
  .default(DECIMAL_PLACES_DEFAULT);

/** `{Revenue} / {New customers}`: other measurables of the scorecard by name in braces. */
export const ZFormula = z.string().trim().max(FORMULA_MAX_LENGTH).nullable();

/** A period's first day (`intervalId`); whether it starts a period of the measurable is checked with it. */
export const ZIntervalId = ZCalendarDate;

/** The fields a measurable is made and edited with (001 §3 Measurable). */
const measurableFields = {
  title: ZItemTitle,
  /** The measurable assistant who enters values: a licensed person other than the owner. */
  editorId: ZItemRef.nullable().optional(),
  comparison: ZComparison.default(DEFAULT_COMPARISON),
  goalValue: ZNumberField,
  /** The range's high end when `comparison` is `Between` (required then, at least `goalValue`); else ignored. */
  goalValueMax: ZNumberField.nullable().optional(),
  unitOfMeasure: ZUnitOfMeasure.default(DEFAULT_UNIT_OF_MEASURE),
  valueScale: ZValueScale.default(DEFAULT_VALUE_SCALE),
  decimalPlaces: ZDecimalPlaces,
  interval: ZMeasurableInterval.default(DEFAULT_MEASURABLE_INTERVAL),
  formula: ZFormula.optional(),
  /** The rock or to-do it tracks (001 §3); null removes the link, absent on edit keeps it. */
  linkedItemId: ZItemRef.nullable().optional(),
};

type TUnitAndDecimals = { unitOfMeasure: z.infer<typeof ZUnitOfMeasure>; decimalPlaces: number };

/** 001 §3: cent currencies take 0 or 2 decimals, Yen and Dong none. */
function checkDecimalsForUnit(value: TUnitAndDecimals, ctx: z.RefinementCtx) {
  if (!allowedDecimalPlaces(value.unitOfMeasure).includes(value.decimalPlaces)) {
    ctx.addIssue({
      code: 'custom',
      path: ['decimalPlaces'],
      message: SCORECARD_TEXTS.decimalsForUnit(value.unitOfMeasure),
    });
  }
}

/** A range goal needs its high end, at least the low end. */
function checkRange(
  value: { comparison: string; goalValue: number; goalValueMax?: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.comparison !== 'Between') return;
  if (value.goalValueMax === null || value.goalValueMax === undefined) {
    ctx.addIssue({ code: 'custom', path: ['goalValueMax'], message: SCORECARD_TEXTS.goalMaxRequired });
  } else if (value.goalValueMax < value.goalValue) {
    ctx.addIssue({ code: 'custom', path: ['goalValueMax'], message: SCORECARD_TEXTS.goalMaxBelowLow });
  }
}

/** 001 §5: the assistant is someone other than the owner. */
function checkEditorIsNotOwner(value: { ownerId?: string; editorId?: string | null }, ctx: z.RefinementCtx) {
  if (value.editorId && value.ownerId && value.editorId === value.ownerId) {
    ctx.addIssue({ code: 'custom', path: ['editorId'], message: SCORECARD_TEXTS.editorIsOwner });
  }
}

/**
 * `POST scorecard/{scorecardId}/add-measurable` (001 §2 Add Measurable). The meeting is
 * required on add: `tractionId`, or `tractionIds` behind `MultipleScorecardMeasurable`.
 */
export const ZCreateMeasurableRequest = withOwnerIds(
  z
    .object({
      ...measurableFields,
      ownerId: ZItemRef,
      ownerIds: oneOwnerOnly(SCORECARD_TEXTS.oneOwner),
      tractionId: ZItemRef.optional(),
      tractionIds: z.array(ZItemRef).max(100).optional(),
    })
    .superRefine((value, ctx) => {
      checkDecimalsForUnit(value, ctx);
      checkEditorIsNotOwner(value, ctx);
      checkRange(value, ctx);
      if (!value.tractionId && !value.tractionIds?.length) {
        ctx.addIssue({ code: 'custom', path: ['tractionId'], message: SCORECARD_TEXTS.needsMeeting });
      }
    }),
);
export type TCreateMeasurableRequest = z.infer<typeof ZCreateMeasurableRequest>;

/**
 * `PUT scorecard/{s}/{m}` (Edit Measurable; the owner is required on edit). A goal change
 * applies from `goalEffectiveFrom` (a period start; this period when absent) onward.
 */
export const ZEditMeasurableRequest = withOwnerIds(
  z
    .object({
      ...measurableFields,
      ownerId: ZItemRef,
      ownerIds: oneOwnerOnly(SCORECARD_TEXTS.oneOwner),
      tractionIds: z.array(ZItemRef).min(1, SCORECARD_TEXTS.needsMeeting).max(100).optional(),
      goalEffectiveFrom: ZIntervalId.optional(),
      version: ZItemVersion,
    })
    .superRefine((value, ctx) => {
      checkDecimalsForUnit(value, ctx);
      checkEditorIsNotOwner(value, ctx);
      checkRange(value, ctx);
    }),
);
export type TEditMeasurableRequest = z.infer<typeof ZEditMeasurableRequest>;

/** `PUT scorecard/{s}/{m}/reassign` (001 §4): the new owner, after the confirmation. */
export const ZReassignMeasurableRequest = z.object({ ownerId: ZItemRef, version: ZItemVersion });
export type TReassignMeasurableRequest = z.infer<typeof ZReassignMeasurableRequest>;

/** `PUT scorecard/{s}/{m}/add-measured-value` (002 §7): null clears the period. */
export const ZAddMeasuredValueRequest = z.object({
  intervalId: ZIntervalId,
  value: ZNumberField.nullable(),
  /** True when a person typed it (not an import or a formula). */
  entered: z.boolean().default(true),
});
export type TAddMeasuredValueRequest = z.infer<typeof ZAddMeasuredValueRequest>;

/** `PUT scorecard/{s}/{m}/value-note`: a note on one period's value ('' removes it). */
export const ZValueNoteRequest = z.object({
  intervalId: ZIntervalId,
  note: z.string().trim().max(MEASURED_VALUE_NOTE_MAX_LENGTH, SCORECARD_TEXTS.noteTooLong),
});
export type TValueNoteRequest = z.infer<typeof ZValueNoteRequest>;

/** `PUT scorecard/{s}/order`: every measurable of the scorecard, in the new order. */
export const ZScorecardOrderRequest = z.object({
  measurableIds: z.array(ZItemRef).min(1).max(SCORECARD_MEASURABLES_MAX),
});
export type TScorecardOrderRequest = z.infer<typeof ZScorecardOrderRequest>;

/** `GET scorecard/{s}?end=YYYY-MM-DD&periods=13`: the grid's window (today and 13 when absent). */
export const ZScorecardGridQuery = z.object({
  end: ZCalendarDate.optional(),
  periods: z.coerce.number().int().min(1).max(SCORECARD_MAX_PERIODS).default(SCORECARD_DEFAULT_PERIODS),
});
export type TScorecardGridQuery = z.infer<typeof ZScorecardGridQuery>;

/** `POST scorecard/{s}/import`: CSV text `measurable,period,value`; `dryRun` previews only. */
export const ZScorecardImportRequest = z.object({
  csv: z.string().min(1, SCORECARD_TEXTS.required).max(1_000_000),
  dryRun: z.boolean().default(true),
});
export type TScorecardImportRequest = z.infer<typeof ZScorecardImportRequest>;

/** One period's value as answered. */
export const ZMeasuredValue = z.object({
  intervalId: z.string(),
  value: z.number().nullable(),
  /** Judged against the goal in force that period; null when there is no value. */
  isOnTarget: z.boolean().nullable(),
  note: z.string(),
  version: z.number().int(),
  /** True for a formula's result: read-only. */
  isComputed: z.boolean(),
  /**
   * Why a formula's period could not be computed (an error cell: `value` is null); absent on
   * every other cell, so meeting summaries stored before it still read.
   */
  error: z.string().optional(),
});
export type TMeasuredValue = z.infer<typeof ZMeasuredValue>;

/** A goal and the period it applies from. */
export const ZGoalPeriod = z.object({
  from: z.string(),
  goalValue: z.number(),
  /** The range's high end (`Between`); null otherwise, and absent in summaries stored before ranges. */
  goalValueMax: z.number().nullable().optional(),
  comparison: ZComparison,
});

/** The rock or to-do a measurable tracks, as shown on it (001 §3 `linkedItemId`). */
export const ZLinkedItem = z.object({ id: z.uuid(), kind: z.enum(['Rock', 'Todo']), title: z.string() });
export type TLinkedItem = z.infer<typeof ZLinkedItem>;

/** A measurable as answered. */
export const ZMeasurable = z.object({
  id: z.uuid(),
  version: z.number().int(),
  scorecardId: z.uuid(),
  title: z.string(),
  ownerId: z.uuid().nullable(),
  editorId: z.uuid().nullable(),
  comparison: ZComparison,
  /** The goal in force now. */
  goalValue: z.number(),
  /** The range's high end of the goal in force now (`Between`); null otherwise, absent in older summaries. */
  goalValueMax: z.number().nullable().optional(),
  unitOfMeasure: ZUnitOfMeasure,
  valueScale: ZValueScale,
  decimalPlaces: z.number().int(),
  interval: ZMeasurableInterval,
  formula: z.string().nullable(),
  /** The rock or to-do it tracks (001 §3); null when none; absent in older summaries. */
  linkedItemId: z.uuid().nullable().optional(),
  /** That item's kind and title, to show beside the measurable; absent in older summaries. */
  linkedItem: ZLinkedItem.nullable().optional(),
  /** The meeting whose scorecard holds it, and every meeting it shows in. */
  tractionId: z.uuid(),
  tractionIds: z.array(z.uuid()),
  /** Every goal it has had, oldest first. */
  goals: z.array(ZGoalPeriod),
  values: z.array(ZMeasuredValue),
});
export type TMeasurable = z.infer<typeof ZMeasurable>;

/** A scorecard's grid: measurables in their order, each with its values in the window. */
export const ZScorecardGrid = z.object({
  id: z.uuid(),
  tractionId: z.uuid(),
  title: z.string(),
  /** The window's last day and its periods per interval, oldest first. */
  end: z.string(),
  periods: z.object({
    Weekly: z.array(z.string()),
    Monthly: z.array(z.string()),
    Quarterly: z.array(z.string()),
  }),
  measurables: z.array(ZMeasurable),
});
export type TScorecardGrid = z.infer<typeof ZScorecardGrid>;

/** What a CSV import would change, row by row, and the rows it cannot take. */
export const ZScorecardImportPreview = z.object({
  changes: z.array(
    z.object({
      row: z.number().int(),
      measurableId: z.uuid(),
      title: z.string(),
      intervalId: z.string(),
      oldValue: z.number().nullable(),
      newValue: z.number().nullable(),
    }),
  ),
  errors: z.array(z.object({ row: z.number().int(), text: z.string() })),
  isApplied: z.boolean(),
});
export type TScorecardImportPreview = z.infer<typeof ZScorecardImportPreview>;

export const ZMeasurableAnswer = ZEnvelope.extend({ measurable: ZMeasurable });
export const ZMeasuredValueAnswer = ZEnvelope.extend({ measuredValue: ZMeasuredValue });
export const ZScorecardGridAnswer = ZEnvelope.extend({ scorecard: ZScorecardGrid });
export const ZScorecardImportAnswer = ZEnvelope.extend({ import: ZScorecardImportPreview });
export const ZMeasurableDeletedAnswer = ZEnvelope.extend({ measurableId: z.uuid() });
/** `GET scorecards/meetings`: the scorecards the caller can see, with their meeting. */
/** A scorecard with its meeting (Cairn's Scorecards page). */
const ZScorecardOfMeeting = z.object({
  id: z.uuid(),
  tractionId: z.uuid(),
  /** The meeting's name. */
  title: z.string(),
  /** How many measurables it shows, and how many people the meeting has (Cairn's Scorecards page). */
  measurableCount: z.number().int().nonnegative(),
  peopleCount: z.number().int().nonnegative(),
});

export const ZScorecardsMeetingsAnswer = ZEnvelope.extend({ scorecards: z.array(ZScorecardOfMeeting) });

/** `POST scorecard` (002 §7): the scorecard of this meeting. */
export const ZScorecardOfMeetingRequest = z.object({ tractionId: z.uuid() }).strict();
export const ZScorecardOfMeetingAnswer = ZEnvelope.extend({ scorecard: ZScorecardOfMeeting });

/** A person's scorecard preferences in one organisation (002 §3 user fields). */
export const ZScorecardPreferences = z.object({
  /** Newest period first. */
  reverseScorecard: z.boolean(),
  showAverage: z.boolean(),
  showTotal: z.boolean(),
});
export type TScorecardPreferences = z.infer<typeof ZScorecardPreferences>;
export const ZScorecardPreferencesAnswer = ZEnvelope.extend({ preferences: ZScorecardPreferences });

/** `PUT user/reverse-scorecard|show-average|show-total/{orgId}/{bool}` (002 §7). */
export const ZScorecardPreferenceParams = z.object({
  orgId: z.uuid(),
  value: z.enum(['true', 'false']).transform((flag) => flag === 'true'),
});

/** `{ s }` and `{ s, m }` path parameters. */
export const ZScorecardParams = z.object({ scorecardId: z.uuid() });
export const ZMeasurableParams = z.object({ scorecardId: z.uuid(), measurableId: z.uuid() });

/** `GET scorecard/tracking/{itemId}`: the measurables the caller sees that track this rock or to-do. */
export const ZTrackingParams = z.object({ itemId: z.uuid() });
export const ZTrackingMeasurable = z.object({
  id: z.uuid(),
  title: z.string(),
  scorecardId: z.uuid(),
  tractionId: z.uuid(),
});
export type TTrackingMeasurable = z.infer<typeof ZTrackingMeasurable>;
export const ZTrackingAnswer = ZEnvelope.extend({ measurables: z.array(ZTrackingMeasurable) });
