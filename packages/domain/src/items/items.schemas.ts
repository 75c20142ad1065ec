import { z } from 'zod';
import { IDS_QUERY_MAX } from '../common/ids.constants.ts';
import { SEARCH_TEXTS } from '../search/search.constants.ts';
import { isCalendarDate } from './calendar-date.ts';
import { ITEM_CONTENT_HTML_MAX_LENGTH, ITEM_TEXTS, ITEM_TITLE_MAX_LENGTH } from './items.constants.ts';

/**
 * Field schemas every traction item (Rock, To-Do, Issue, Headline) builds its requests from,
 * so that the same field reads the same way, with the same limits and messages, everywhere.
 */

/** An item title: required, trimmed, at most ITEM_TITLE_MAX_LENGTH. */
export const ZItemTitle = z
  .string({ error: ITEM_TEXTS.required })
  .trim()
  .min(1, ITEM_TEXTS.required)
  .max(ITEM_TITLE_MAX_LENGTH, ITEM_TEXTS.titleTooLong);

/** A required id in a body (owner, meeting): "Required" when missing, "Invalid id" when not a UUID. */
function itemRef() {
  return z
    .uuid({ error: (issue) => (issue.input === undefined ? ITEM_TEXTS.required : ITEM_TEXTS.invalidId) })
    .transform((id) => id.toLowerCase());
}

/** A required id in a body (owner, meeting, destination). */
export const ZItemRef = itemRef();

/** The person who owns an item: a person of the organisation (checked by the server). */
export const ZItemOwnerId = itemRef();

/** The meeting (the spec's "traction") an item belongs to. */
export const ZTractionId = itemRef();

/**
 * Owners when one call creates an item per owner: at least one (VAL_REQUIRED), repeats
 * ignored, at most `max`.
 */
export function itemOwnerIdsSchema(max: number) {
  return z
    .array(ZItemOwnerId, { error: ITEM_TEXTS.required })
    .min(1, ITEM_TEXTS.required)
    .max(max, `At most ${max} owners`)
    .transform((ids) => [...new Set(ids)]);
}

/**
 * Notes as rich text from the editor (null means none); the server sanitizes it before
 * storing (allow-list).
 */
export const ZItemContentHtml = z
  .string({ error: 'Notes must be text' })
  .max(ITEM_CONTENT_HTML_MAX_LENGTH, ITEM_TEXTS.contentTooLong)
  .nullable();

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30), e.g. a due date. */
export const ZCalendarDate = z
  .string({ error: (issue) => (issue.input === undefined ? ITEM_TEXTS.required : ITEM_TEXTS.invalidDate) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ITEM_TEXTS.invalidDate)
  .refine(isCalendarDate, ITEM_TEXTS.invalidDate);

/** The optimistic lock an update sends back; a stale one answers 409 and changes nothing. */
export const ZItemVersion = z.number({ error: ITEM_TEXTS.required }).int().nonnegative();

/** A search filter naming ids (`owner-ids`, `traction-ids`): UUIDs, at most IDS_QUERY_MAX. */
export const ZItemIdsFilter = z.array(z.uuid().transform((id) => id.toLowerCase())).max(IDS_QUERY_MAX);

/**
 * A search filter naming a span of days, both included: `"due-between": ["2026-10-01",
 * "2026-12-31"]` (a quarter's rocks); answers `{ from, to }`.
 */
export const ZItemDateRangeFilter = z
  .array(ZCalendarDate)
  .length(2, SEARCH_TEXTS.twoDates)
  .refine(([from, to]) => from <= to, SEARCH_TEXTS.lastBeforeFirst)
  .transform(([from, to]) => ({ from, to }));

/** The fields every traction item answers first: id, version (optimistic lock), title, owner. */
export const itemAnswerHead = {
  id: z.uuid(),
  /** Optimistic lock: updates send it back; a stale one gets 409. */
  version: z.number().int(),
  title: z.string(),
  /** The owner; null only when that person has left the organisation (reassign it). */
  ownerId: z.uuid().nullable(),
};
