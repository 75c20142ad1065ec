import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ZCalendarDate, ZItemRef, ZItemVersion } from '../items/items.schemas.ts';
import { UNITS_OF_MEASURE, VALUE_SCALES } from '../scorecards/scorecards.constants.ts';
import {
  VTO_HTML_MAX_LENGTH,
  VTO_LINE_MAX_LENGTH,
  VTO_LIST_MAX,
  VTO_TEXTS,
  VTO_TITLE_MAX_LENGTH,
  VTO_VALUE_MAX_LENGTH,
} from './vto.constants.ts';

/** A required, trimmed line of at most `max` characters. */
const line = (max: number, tooLong: string) =>
  z.string({ error: VTO_TEXTS.required }).trim().min(1, VTO_TEXTS.required).max(max, tooLong);

/** A folder or revision title (001 §5: required). */
export const ZVtoTitle = line(VTO_TITLE_MAX_LENGTH, VTO_TEXTS.titleTooLong);
/** One line of a list (a core value, a unique, a goal). */
export const ZVtoLine = line(VTO_LINE_MAX_LENGTH, VTO_TEXTS.lineTooLong);
/** A free value (a metric's value, core focus text): may be empty. */
export const ZVtoValue = z
  .string({ error: VTO_TEXTS.required })
  .trim()
  .max(VTO_VALUE_MAX_LENGTH, VTO_TEXTS.valueTooLong);
/** Rich text of a section; the server sanitises it (like notes). Null means none. */
export const ZVtoHtml = z
  .string({ error: 'Notes must be text' })
  .max(VTO_HTML_MAX_LENGTH, VTO_TEXTS.htmlTooLong)
  .nullable();
/** The section's (or revision's) optimistic lock: stale is 409. */
export const ZVtoVersion = ZItemVersion;
const list = <T extends z.ZodType>(item: T) => z.array(item).max(VTO_LIST_MAX, VTO_TEXTS.tooMany);

export const ZVtoCollectionParams = z.object({ collectionId: ZItemRef });
export const ZVtoRevisionParams = z.object({ collectionId: ZItemRef, revisionId: ZItemRef });
export const ZVtoEntryParams = ZVtoRevisionParams.extend({ entryId: ZItemRef });
export type TVtoRevisionParams = z.infer<typeof ZVtoRevisionParams>;
/** `DELETE` of a section entry: the section's version, when sent, must be current. */
export const ZVtoVersionQuery = z.object({ version: z.coerce.number().int().nonnegative().optional() });

/** `POST vto/collections`, `PUT vto/collection/{c}/rename`. */
export const ZVtoFolderRequest = z.object({ title: ZVtoTitle, version: ZVtoVersion.optional() });
export type TVtoFolderRequest = z.infer<typeof ZVtoFolderRequest>;

/** `POST vto/collection/{c}/revision` (a draft) and `PUT .../rename`. */
export const ZVtoRevisionTitleRequest = z.object({ title: ZVtoTitle, version: ZVtoVersion.optional() });
export type TVtoRevisionTitleRequest = z.infer<typeof ZVtoRevisionTitleRequest>;

/** `PUT .../publish`, `.../unpublish`: the revision's version, when sent, must be current. */
export const ZVtoRevisionVersionRequest = z.object({ version: ZVtoVersion.optional() });

/** `PUT .../sharing`: the Traction page for the leadership team only; the Vision page stays readable by everyone. */
export const ZVtoSharingRequest = z.object({
  isTractionLtOnly: z.boolean({ error: VTO_TEXTS.required }),
  version: ZVtoVersion.optional(),
});

const flag = z.boolean().default(false);
/** `PUT .../copy` (001 §3, §5): a new draft with the included parts; at least one part. */
export const ZVtoCopyRequest = z.object({
  newRevisionName: ZVtoTitle,
  includeVision: flag,
  includeCoreValues: flag,
  includeCoreFocus: flag,
  includeTenYearTarget: flag,
  includeMarketingStrategy: flag,
  includeThreeYearPicture: flag,
  includeTraction: flag,
  includeOneYearPlan: flag,
  includeRocks: flag,
  includeIssuesList: flag,
  /** The folder of the copy; the source's folder when absent. */
  collectionId: ZItemRef.optional(),
});
export type TVtoCopyRequest = z.infer<typeof ZVtoCopyRequest>;

/** `PUT .../move` (001 §2, §5): to an existing folder, or to a new one by name. */
export const ZVtoMoveRequest = z
  .object({ collectionId: ZItemRef.optional(), newFolderTitle: ZVtoTitle.optional() })
  .refine((body) => Boolean(body.collectionId) !== Boolean(body.newFolderTitle), {
    message: VTO_TEXTS.moveNeedsFolder,
    path: ['collectionId'],
  });
export type TVtoMoveRequest = z.infer<typeof ZVtoMoveRequest>;

/** `core-value` add and edit, `target-market/unique` add and edit. */
export const ZVtoLineRequest = z.object({ text: ZVtoLine, version: ZVtoVersion });
export type TVtoLineRequest = z.infer<typeof ZVtoLineRequest>;

/** `PUT core-value/reorder`: every core value id once, in the new order. */
export const ZVtoReorderRequest = z.object({
  coreValueIds: z.array(ZItemRef).max(VTO_LIST_MAX),
  version: ZVtoVersion,
});

/** `core-values-speech`, `ten-year-target`, `target-market`, `proven-process`, `guarantee`. */
export const ZVtoHtmlRequest = z.object({ contentHtml: ZVtoHtml, version: ZVtoVersion });
export type TVtoHtmlRequest = z.infer<typeof ZVtoHtmlRequest>;

/** `PUT core-focus` (002 §3: title, customTitle, description, niche). */
export const ZVtoCoreFocusRequest = z.object({
  customTitle: ZVtoValue.nullable().default(null),
  description: ZVtoValue,
  niche: ZVtoValue,
  version: ZVtoVersion,
});
export type TVtoCoreFocusRequest = z.infer<typeof ZVtoCoreFocusRequest>;

/** A financial metric of a plan (revenue, profit ...); LT-only ones are hidden from the rest. */
export const ZVtoFinancialMetricInput = z.object({
  id: ZItemRef.optional(),
  title: ZVtoLine,
  value: ZVtoValue,
  isVisibleToLtOnly: z.boolean().default(false),
});
/** A measurable of a plan: a target with unit, scale and decimals like scorecard measurables. */
export const ZVtoPlanMeasurableInput = z.object({
  id: ZItemRef.optional(),
  title: ZVtoLine,
  value: z.number({ error: VTO_TEXTS.invalidNumber }).finite().nullable().default(null),
  unitOfMeasure: z.enum(UNITS_OF_MEASURE).default('Number'),
  valueScale: z.enum(VALUE_SCALES).default('One'),
  decimalPlaces: z.number().int().min(0).max(6).default(0),
});
/** A goal of a plan. */
export const ZVtoGoalInput = z.object({ id: ZItemRef.optional(), text: ZVtoLine });
export type TVtoFinancialMetricInput = z.infer<typeof ZVtoFinancialMetricInput>;
export type TVtoPlanMeasurableInput = z.infer<typeof ZVtoPlanMeasurableInput>;

/**
 * `PUT three-year-picture`, `one-year-plan`, `quarterly-plan`: the plan's fields; a list left
 * out stays as it is (the quarterly plan edits its entries one by one too).
 */
export const ZVtoPlanRequest = z.object({
  futureDate: ZCalendarDate.nullable(),
  financialMetrics: list(ZVtoFinancialMetricInput).optional(),
  measurables: list(ZVtoPlanMeasurableInput).optional(),
  goals: list(ZVtoGoalInput).optional(),
  contentHtml: ZVtoHtml.optional(),
  version: ZVtoVersion,
});
export type TVtoPlanRequest = z.infer<typeof ZVtoPlanRequest>;

/** `POST/PUT quarterly-plan/measurable[/{id}]`. */
export const ZVtoMeasurableRequest = ZVtoPlanMeasurableInput.omit({ id: true }).extend({
  version: ZVtoVersion,
});

/**
 * `POST quarterly-plan/rock`: links an existing rock (`rockId`) or makes a company rock in the
 * leadership team meeting (`title`, `ownerId`, `dueDate`).
 */
export const ZVtoRockRequest = z
  .object({
    rockId: ZItemRef.optional(),
    title: ZVtoTitle.optional(),
    ownerId: ZItemRef.optional(),
    dueDate: ZCalendarDate.optional(),
    version: ZVtoVersion,
  })
  .superRefine((body, ctx) => {
    if (body.rockId) return;
    for (const field of ['title', 'ownerId', 'dueDate'] as const) {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: VTO_TEXTS.required });
    }
  });
export type TVtoRockRequest = z.infer<typeof ZVtoRockRequest>;

/** `POST long-term-issue` and `PUT long-term-issue/{id}`. */
export const ZVtoLongTermIssueRequest = z.object({
  title: ZVtoTitle,
  ownerId: ZItemRef,
  contentHtml: ZVtoHtml.optional(),
  version: ZVtoVersion.optional(),
});
export type TVtoLongTermIssueRequest = z.infer<typeof ZVtoLongTermIssueRequest>;

/** `POST long-term-issue/{id}/move`: to a meeting, as an issue of that owner. */
export const ZVtoLongTermIssueMoveRequest = z.object({
  destinationId: ZItemRef,
  destinationType: z.literal('meeting', { error: 'Choose a meeting' }),
  ownerId: ZItemRef,
});
export type TVtoLongTermIssueMoveRequest = z.infer<typeof ZVtoLongTermIssueMoveRequest>;

/** `POST issue/{id}/move-to-vto`: a meeting issue onto a revision's long-term list. */
export const ZMoveIssueToVtoRequest = z.object({
  collectionId: ZItemRef,
  revisionId: ZItemRef,
  ownerId: ZItemRef.optional(),
  version: ZVtoVersion.optional(),
});
export type TMoveIssueToVtoRequest = z.infer<typeof ZMoveIssueToVtoRequest>;

/** One actual value of the Record quarterly results popup (001 §3, §7). */
export const ZVtoActualResult = z.object({
  planId: ZItemRef,
  associatedItemId: ZItemRef,
  isMeasurable: z.boolean(),
  value: z.number({ error: VTO_TEXTS.invalidNumber }).finite().nullable(),
  valueScale: z.enum(VALUE_SCALES).default('One'),
  decimalPlaces: z.number().int().min(0).max(6).default(0),
});
/** `POST metrics/actual-values`. */
export const ZVtoActualValuesRequest = z.object({ actualResults: z.array(ZVtoActualResult).max(200) });
export type TVtoActualValuesRequest = z.infer<typeof ZVtoActualValuesRequest>;

// ---- Answers ----

/** A recorded quarterly result of a plan entry. */
export const ZVtoActual = z
  .object({ value: z.number().nullable(), valueScale: z.enum(VALUE_SCALES), decimalPlaces: z.number().int() })
  .nullable();
export type TVtoActual = z.infer<typeof ZVtoActual>;

export const ZVtoListEntry = z.object({ id: z.uuid(), text: z.string(), sequence: z.number().int() });
export const ZVtoFinancialMetric = z.object({
  id: z.uuid(),
  title: z.string(),
  value: z.string(),
  isVisibleToLtOnly: z.boolean(),
});
export const ZVtoPlanMeasurable = z.object({
  id: z.uuid(),
  title: z.string(),
  value: z.number().nullable(),
  unitOfMeasure: z.enum(UNITS_OF_MEASURE),
  valueScale: z.enum(VALUE_SCALES),
  decimalPlaces: z.number().int(),
  actual: ZVtoActual,
});
export const ZVtoGoal = z.object({ id: z.uuid(), text: z.string(), actual: ZVtoActual });
export const ZVtoRock = z.object({
  id: z.uuid(),
  title: z.string(),
  ownerId: z.uuid().nullable(),
  status: z.string(),
  dueDate: z.string(),
  version: z.number().int(),
  actual: ZVtoActual,
});
export type TVtoListEntry = z.infer<typeof ZVtoListEntry>;
export type TVtoFinancialMetric = z.infer<typeof ZVtoFinancialMetric>;
export type TVtoPlanMeasurable = z.infer<typeof ZVtoPlanMeasurable>;
export type TVtoGoal = z.infer<typeof ZVtoGoal>;
export type TVtoRock = z.infer<typeof ZVtoRock>;

const section = { id: z.uuid(), version: z.number().int() };
export const ZVtoCoreValues = z.object({ ...section, items: z.array(ZVtoListEntry) });
export const ZVtoHtmlSection = z.object({ ...section, contentHtml: z.string() });
export const ZVtoCoreFocus = z.object({
  ...section,
  title: z.string(),
  customTitle: z.string().nullable(),
  description: z.string(),
  niche: z.string(),
});
export const ZVtoMarketingStrategy = z.object({
  ...section,
  targetMarket: z.string(),
  uniques: z.array(ZVtoListEntry),
  provenProcess: z.string(),
  guarantee: z.string(),
});
export const ZVtoPlan = z.object({
  ...section,
  kind: z.enum(['three_year_picture', 'one_year_plan', 'quarterly_plan']),
  futureDate: z.string().nullable(),
  contentHtml: z.string(),
  financialMetrics: z.array(ZVtoFinancialMetric),
  measurables: z.array(ZVtoPlanMeasurable),
  goals: z.array(ZVtoGoal),
  /** The quarterly plan's rocks (the organisation's real rocks); empty on other plans. */
  rocks: z.array(ZVtoRock),
});
export type TVtoPlan = z.infer<typeof ZVtoPlan>;
export const ZVtoLongTermIssue = z.object({
  id: z.uuid(),
  version: z.number().int(),
  title: z.string(),
  ownerId: z.uuid().nullable(),
  contentHtml: z.string(),
  created: z.string(),
});
export type TVtoLongTermIssue = z.infer<typeof ZVtoLongTermIssue>;

/** A section as a section call answers it (most specific shapes first: objects drop unknown keys). */
export const ZVtoSection = z.union([
  ZVtoPlan,
  ZVtoMarketingStrategy,
  ZVtoCoreFocus,
  ZVtoCoreValues,
  ZVtoHtmlSection,
]);

/** What the caller may do with a revision. */
export const ZVtoPermissions = z.object({
  canEdit: z.boolean(),
  canCopy: z.boolean(),
  canSeeTraction: z.boolean(),
  canSeeLtOnly: z.boolean(),
});

/** A revision as lists show it. */
export const ZVtoRevisionSummary = z.object({
  id: z.uuid(),
  revisionId: z.uuid(),
  collectionId: z.uuid(),
  title: z.string(),
  isPublished: z.boolean(),
  isTractionLtOnly: z.boolean(),
  createdById: z.uuid().nullable(),
  updated: z.string(),
  updatedById: z.uuid().nullable(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
});
export type TVtoRevisionSummary = z.infer<typeof ZVtoRevisionSummary>;

/** `GET vto/collection/{c}/revision/{r}`: the revision with every section (002 §3). */
export const ZVtoRevision = ZVtoRevisionSummary.extend({
  collectionTitle: z.string(),
  linkedTractionId: z.uuid().nullable(),
  permissions: ZVtoPermissions,
  coreValues: ZVtoCoreValues,
  coreValuesSpeech: ZVtoHtmlSection,
  coreFocus: ZVtoCoreFocus,
  tenYearTarget: ZVtoHtmlSection,
  marketingStrategy: ZVtoMarketingStrategy,
  threeYearPicture: ZVtoPlan,
  oneYearPlan: ZVtoPlan.nullable(),
  quarterlyPlan: ZVtoPlan.nullable(),
  longTermIssues: z.array(ZVtoLongTermIssue).nullable(),
});
export type TVtoRevision = z.infer<typeof ZVtoRevision>;

/** A folder with its revisions (the ones the caller may see). */
export const ZVtoCollection = z.object({
  id: z.uuid(),
  title: z.string(),
  isCompanyFolder: z.boolean(),
  version: z.number().int(),
  revisions: z.array(ZVtoRevisionSummary),
});
export type TVtoCollection = z.infer<typeof ZVtoCollection>;

export const ZVtoCollectionsAnswer = ZEnvelope.extend({ collections: z.array(ZVtoCollection) });
export const ZVtoCollectionAnswer = ZEnvelope.extend({ collection: ZVtoCollection });
export const ZVtoRevisionAnswer = ZEnvelope.extend({ revision: ZVtoRevision });
export const ZVtoSectionAnswer = ZEnvelope.extend({ section: ZVtoSection });
export const ZVtoLongTermIssueCreatedAnswer = ZEnvelope.extend({
  newLongTermIssue: z.object({ id: z.uuid() }),
  longTermIssue: ZVtoLongTermIssue,
});
export const ZVtoLongTermIssueAnswer = ZEnvelope.extend({ longTermIssue: ZVtoLongTermIssue });
