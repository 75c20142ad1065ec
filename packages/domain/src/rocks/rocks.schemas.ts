import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import {
  itemAnswerHead,
  ZCalendarDate,
  ZItemContentHtml,
  ZItemDateRangeFilter,
  ZItemIdsFilter,
  ZItemOwnerId,
  ZItemRef,
  ZItemTitle,
  ZItemVersion,
  ZTractionId,
} from '../items/items.schemas.ts';
import { searchAnswerSchema, searchRequestSchema, ZSearchTextFilter } from '../search/search.schemas.ts';
import {
  ROCK_DELEGATES_MAX,
  ROCK_MEETINGS_MAX,
  ROCK_REMOVE_MAX,
  ROCK_STATUSES,
  ROCK_TEXTS,
  ROCK_TYPES,
} from './rocks.constants.ts';

/** A rock status (002 §3). */
export const ZRockStatus = z.enum(ROCK_STATUSES, { error: ROCK_TEXTS.chooseStatus });
/** A rock type (000 §3): personal, company, team, department. */
export const ZRockType = z.enum(ROCK_TYPES, { error: ROCK_TEXTS.chooseType });

/** The meetings of a rock: at least one (000 §5), repeats ignored. */
const ZRockMeetingIds = z
  .array(ZTractionId, { error: ROCK_TEXTS.atLeastOneMeeting })
  .min(1, ROCK_TEXTS.atLeastOneMeeting)
  .max(ROCK_MEETINGS_MAX, ROCK_TEXTS.tooManyMeetings)
  .transform((ids) => [...new Set(ids)]);

/** One delegated rock of an Add (or Edit) Rock popup: each field required (000 §5). */
export const ZDelegatedRockRequest = z.object({
  tractionId: ZTractionId,
  type: ZRockType,
  ownerId: ZItemOwnerId,
});
export type TDelegatedRockRequest = z.infer<typeof ZDelegatedRockRequest>;

const rockFields = {
  title: ZItemTitle,
  ownerId: ZItemOwnerId,
  dueDate: ZCalendarDate,
  type: ZRockType,
  /** The rock's meetings (one or more). */
  tractionIds: ZRockMeetingIds,
  /** The main meeting: one of `tractionIds`; the first of them when left out. */
  tractionId: ZTractionId.optional(),
  contentHtml: ZItemContentHtml.optional(),
  /** New rocks delegated from this one, each in its own meeting with its own owner and type. */
  delegated: z.array(ZDelegatedRockRequest).max(ROCK_DELEGATES_MAX, ROCK_TEXTS.tooManyDelegates).default([]),
};

/** 422 on `tractionId` when the main meeting is not one of `tractionIds`. */
function primaryAmongMeetings(body: { tractionId?: string; tractionIds: string[] }, ctx: z.RefinementCtx) {
  if (body.tractionId !== undefined && !body.tractionIds.includes(body.tractionId)) {
    ctx.addIssue({ code: 'custom', path: ['tractionId'], message: ROCK_TEXTS.primaryNotInMeetings });
  }
}

/**
 * `POST rocks` (000 §2.4 Add Rock, §5, §7): the rock and, in the same transaction, one
 * delegated rock per `delegated` row (same title and due date, its own meeting, type and owner).
 */
export const ZCreateRockRequest = z.object(rockFields).superRefine(primaryAmongMeetings);
export type TCreateRockRequest = z.infer<typeof ZCreateRockRequest>;

/**
 * `PUT rock/{id}` (000 §2.4 Edit Rock): every field of the rock, `version` current (409
 * otherwise). A delegated rock keeps its title (422 on `title`). `delegated` adds new
 * delegated rocks; existing ones are untouched. Without `contentHtml` the notes stay.
 */
export const ZUpdateRockRequest = z
  .object({
    ...rockFields,
    /** When sent, the status too, in the same change (Edit Rock saves in one call). */
    status: ZRockStatus.optional(),
    version: ZItemVersion,
  })
  .superRefine(primaryAmongMeetings);
export type TUpdateRockRequest = z.infer<typeof ZUpdateRockRequest>;

/** `PUT rock/{id}/status`. `version`, when sent, must be current. */
export const ZRockStatusRequest = z.object({ status: ZRockStatus, version: ZItemVersion.optional() });
export type TRockStatusRequest = z.infer<typeof ZRockStatusRequest>;

/** `PUT rock/{id}/complete`: Done, or back to On track. `version`, when sent, must be current. */
export const ZCompleteRockRequest = z.object({
  isComplete: z.boolean({ error: ROCK_TEXTS.required }),
  version: ZItemVersion.optional(),
});
export type TCompleteRockRequest = z.infer<typeof ZCompleteRockRequest>;

/** `PUT rock/{id}/reassign`. `version`, when sent, must be current. */
export const ZReassignRockRequest = z.object({ ownerId: ZItemOwnerId, version: ZItemVersion.optional() });
export type TReassignRockRequest = z.infer<typeof ZReassignRockRequest>;

/** `DELETE rock/{id}/{flag}`: `true` also deletes every rock delegated from it, down the chain. */
export const ZDeleteRockParams = z.object({
  id: z.uuid({ error: ROCK_TEXTS.invalidId }),
  flag: z.enum(['true', 'false'], { error: 'Use true or false' }).transform((flag) => flag === 'true'),
});
export type TDeleteRockParams = z.infer<typeof ZDeleteRockParams>;

/** `POST rocks/remove-in-meeting/{meetingId}`: the meeting of the path. */
export const ZRemoveInMeetingParams = z.object({ meetingId: z.uuid({ error: ROCK_TEXTS.invalidId }) });
/** `POST rocks/remove-in-meeting/{meetingId}`: the rocks to take off that meeting. */
export const ZRemoveInMeetingRequest = z.object({
  rockIds: z
    .array(ZItemRef, { error: ROCK_TEXTS.required })
    .min(1, ROCK_TEXTS.required)
    .max(ROCK_REMOVE_MAX, `At most ${ROCK_REMOVE_MAX} rocks`)
    .transform((ids) => [...new Set(ids)]),
});
export type TRemoveInMeetingRequest = z.infer<typeof ZRemoveInMeetingRequest>;

/** A rock delegated from another, as its parent lists it (000 §3). */
export const ZDelegatedRock = z.object({
  id: z.uuid(),
  tractionId: z.uuid(),
  type: ZRockType,
  ownerId: z.uuid().nullable(),
  delegatedFromRockId: z.uuid(),
});
export type TDelegatedRock = z.infer<typeof ZDelegatedRock>;

/** A rock as answered (000 §3). */
export const ZRock = z.object({
  ...itemAnswerHead,
  /** The main meeting. */
  tractionId: z.uuid(),
  /** Every meeting of the rock, the main one first. */
  tractionIds: z.array(z.uuid()),
  type: ZRockType,
  status: ZRockStatus,
  /** `YYYY-MM-DD`. */
  dueDate: z.string(),
  /** When it was marked Done (ISO 8601 UTC); null otherwise. */
  completedAt: z.string().nullable(),
  /** Sanitized rich text; '' when there are no notes. */
  contentHtml: z.string(),
  /** The rock this one was delegated from (its title is then locked); null for a root rock. */
  delegatedFromRockId: z.uuid().nullable(),
  /** The rocks delegated from this one (one level down; `GET rock/{id}/delegates` has the chain). */
  delegated: z.array(ZDelegatedRock),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRock = z.infer<typeof ZRock>;

/** `POST rocks/search` (002 §3 Search): filters and sorts of rock lists. */
export const ZRockSearchRequest = searchRequestSchema({
  filters: {
    /** Rocks in any of these meetings. */
    'traction-ids': ZItemIdsFilter,
    /** Rocks owned by any of these people. */
    'owner-ids': ZItemIdsFilter,
    /** Leave out the items of these owners (a dashboard widget's Others). */
    'excluded-owner-ids': ZItemIdsFilter,
    /** Rocks in any of these statuses. */
    status: z.array(ZRockStatus).min(1).max(ROCK_STATUSES.length),
    /** Rocks of any of these types. */
    type: z.array(ZRockType).min(1).max(ROCK_TYPES.length),
    /** Title contains this text (case-insensitive). */
    'text-search': ZSearchTextFilter,
    /** Due on one of these days, both included: a quarter's rocks (rock-quarters.ts). */
    'due-between': ZItemDateRangeFilter,
  },
  sorts: ['dueDate', 'title', 'status', 'createdAt'],
});
export type TRockSearchRequest = z.infer<typeof ZRockSearchRequest>;

/** `{ rock }` answers (read, every change). */
export const ZRockAnswer = ZEnvelope.extend({ rock: ZRock });
/** `POST rocks`: the rock, and the rocks delegated from it in the same call. */
export const ZRockCreatedAnswer = ZEnvelope.extend({ rock: ZRock, delegates: z.array(ZRock) });
/** `GET rocks?ids=`. */
export const ZRocksAnswer = ZEnvelope.extend({ rocks: z.array(ZRock) });
/** `GET rock/{id}/delegates`: the chain up to the root (root first) and every rock delegated below. */
export const ZRockDelegatesAnswer = ZEnvelope.extend({
  rock: ZRock,
  ancestors: z.array(ZRock),
  descendants: z.array(ZRock),
});
/** `DELETE rock/{id}/{flag}`: the rocks deleted (the rock, and with `true` its delegated rocks). */
export const ZRockDeletedAnswer = ZEnvelope.extend({ removedIds: z.array(z.uuid()) });
/** `POST rocks/remove-in-meeting/{meetingId}`. */
export const ZRemoveInMeetingAnswer = ZEnvelope.extend({
  removedIds: z.array(z.uuid()),
  failedIds: z.array(z.uuid()),
});
/** `POST rocks/search`. */
export const ZRockSearchAnswer = searchAnswerSchema(ZRock);
