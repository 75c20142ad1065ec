import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import {
  itemAnswerHead,
  ZItemContentHtml,
  ZItemIdsFilter,
  ZItemOwnerId,
  ZItemRef,
  ZItemTitle,
  ZItemVersion,
  ZTractionId,
} from '../items/items.schemas.ts';
import { oneOwnerOnly, withOwnerIds } from '../items/one-owner.ts';
import { searchAnswerSchema, searchRequestSchema, ZSearchTextFilter } from '../search/search.schemas.ts';
import { HEADLINE_CASCADE_TARGETS_MAX, HEADLINE_STATUSES, HEADLINE_TEXTS } from './headlines.constants.ts';

/** A review status (000 §3, 002 §4): ToReview, Reviewed, Pending, Removed. */
export const ZHeadlineStatus = z.enum(HEADLINE_STATUSES, { error: HEADLINE_TEXTS.chooseStatus });

/** `POST headlines` (001 §2 Add Headline, §5: title, owner, meeting required). */
export const ZCreateHeadlineRequest = withOwnerIds(
  z.object({
    title: ZItemTitle,
    ownerId: ZItemOwnerId,
    ownerIds: oneOwnerOnly(HEADLINE_TEXTS.oneOwner),
    tractionId: ZTractionId,
    contentHtml: ZItemContentHtml.optional(),
  }),
);
export type TCreateHeadlineRequest = z.infer<typeof ZCreateHeadlineRequest>;

/**
 * `PUT headline/{id}` (Edit Headline; 001 §5: only the title is required). Without `ownerId`
 * the owner stays; without `contentHtml` the notes stay.
 */
export const ZUpdateHeadlineRequest = withOwnerIds(
  z.object({
    title: ZItemTitle,
    ownerId: ZItemOwnerId.optional(),
    ownerIds: oneOwnerOnly(HEADLINE_TEXTS.oneOwner),
    contentHtml: ZItemContentHtml.optional(),
    version: ZItemVersion,
  }),
);
export type TUpdateHeadlineRequest = z.infer<typeof ZUpdateHeadlineRequest>;

/** `PUT headline/{id}/review`. */
export const ZHeadlineReviewRequest = z.object({ status: ZHeadlineStatus, version: ZItemVersion.optional() });
export type THeadlineReviewRequest = z.infer<typeof ZHeadlineReviewRequest>;

/** `PUT headline/{id}/reassign` (001 §4: an owner change reassigns after saving). */
export const ZReassignHeadlineRequest = z.object({ ownerId: ZItemOwnerId, version: ZItemVersion.optional() });
export type TReassignHeadlineRequest = z.infer<typeof ZReassignHeadlineRequest>;

/**
 * One cascade row: an owner and the meetings the copies go to (001 §3: `{ ownerId, tractionIds }`),
 * or one meeting as `tractionId`; the owner and at least one meeting are required (001 §5).
 */
export const ZCascadeTarget = z
  .object({
    ownerId: ZItemOwnerId,
    tractionId: ZTractionId.optional(),
    tractionIds: z
      .array(ZTractionId)
      .min(1, HEADLINE_TEXTS.required)
      .max(HEADLINE_CASCADE_TARGETS_MAX, HEADLINE_TEXTS.tooManyTargets)
      .optional(),
  })
  .superRefine((row, ctx) => {
    if (row.tractionId === undefined && row.tractionIds === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tractionId'], message: HEADLINE_TEXTS.required });
    }
  });
export type TCascadeTarget = z.infer<typeof ZCascadeTarget>;

/** The meetings of a cascade row, each with the field a refusal names (`tractionId` or `tractionIds.{n}`). */
export function cascadeRowMeetings(row: TCascadeTarget): { tractionId: string; field: string }[] {
  if (row.tractionIds)
    return row.tractionIds.map((tractionId, n) => ({ tractionId, field: `tractionIds.${n}` }));
  return row.tractionId ? [{ tractionId: row.tractionId, field: 'tractionId' }] : [];
}

/** `POST headline/cascade` (001 §3 Cascade): copies of the headline for other owners and meetings. */
export const ZCascadeHeadlineRequest = z.object({
  headlineId: ZItemRef,
  targets: z
    .array(ZCascadeTarget, { error: HEADLINE_TEXTS.cascadeNeedsTarget })
    .min(1, HEADLINE_TEXTS.cascadeNeedsTarget)
    .max(HEADLINE_CASCADE_TARGETS_MAX, HEADLINE_TEXTS.tooManyTargets)
    .refine(
      (rows) =>
        rows.reduce((sum, row) => sum + cascadeRowMeetings(row).length, 0) <= HEADLINE_CASCADE_TARGETS_MAX,
      HEADLINE_TEXTS.tooManyTargets,
    ),
});
export type TCascadeHeadlineRequest = z.infer<typeof ZCascadeHeadlineRequest>;

/** A headline as answered. */
export const ZHeadline = z.object({
  ...itemAnswerHead,
  /** The meeting. */
  tractionId: z.uuid(),
  /** The meeting again, under the name 001 §3 gives it in a headline answer. */
  meetingId: z.uuid(),
  status: ZHeadlineStatus,
  /** The headline this one was cascaded from; null for an original. */
  cascadedFromHeadlineId: z.uuid().nullable(),
  /** Sanitized rich text; '' when there are no notes. */
  contentHtml: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type THeadline = z.infer<typeof ZHeadline>;

/** `POST headlines/search` (002 §3 Search). */
export const ZHeadlineSearchRequest = searchRequestSchema({
  filters: {
    'traction-ids': ZItemIdsFilter,
    'owner-ids': ZItemIdsFilter,
    /** Leave out the items of these owners (a dashboard widget's Others). */
    'excluded-owner-ids': ZItemIdsFilter,
    status: z.array(ZHeadlineStatus).min(1).max(HEADLINE_STATUSES.length),
    'text-search': ZSearchTextFilter,
  },
  sorts: ['createdAt', 'title'],
});
export type THeadlineSearchRequest = z.infer<typeof ZHeadlineSearchRequest>;

/** `{ headline }` answers (create, read, every change). */
export const ZHeadlineAnswer = ZEnvelope.extend({ headline: ZHeadline });
/** `GET headlines?ids=`; `POST headline/cascade` (the copies). */
export const ZHeadlinesAnswer = ZEnvelope.extend({ headlines: z.array(ZHeadline) });
/** `DELETE headline/{id}`. */
export const ZHeadlineDeletedAnswer = ZEnvelope.extend({ headlineId: z.uuid() });
/** `POST headlines/search`. */
export const ZHeadlineSearchAnswer = searchAnswerSchema(ZHeadline);
