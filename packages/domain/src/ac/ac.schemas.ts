import { z } from 'zod';
import { ZUuid } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import {
  AC_NOTES_MAX_LENGTH,
  AC_ROLE_MAX_LENGTH,
  AC_ROLES_MAX,
  AC_TEXTS,
  AC_TITLE_MAX_LENGTH,
} from './ac.constants.ts';
import { ZAcVisibilityAnswer } from './ac-visibility.ts';

/** `PUT ac/...` calls (issue #14's contract; docs/api-ac.md). */

const ZTitle = z
  .string({ error: AC_TEXTS.required })
  .trim()
  .min(1, AC_TEXTS.required)
  .max(AC_TITLE_MAX_LENGTH, `At most ${AC_TITLE_MAX_LENGTH} characters`);
const ZVersion = z.number().int().nonnegative();

/** `POST ac/collections`, `PUT ac/collection/{c}/rename`. */
export const ZAcFolderRequest = z.object({ title: ZTitle, version: ZVersion.optional() });
/** `PUT .../revision/create`, `.../rename`, `.../copy` (the copy's title, else "{title} (copy)"). */
export const ZAcRevisionTitleRequest = z.object({ title: ZTitle, version: ZVersion.optional() });
/** `PUT .../copy`: the copy's title and folder (the source's folder when absent). */
export const ZAcCopyRequest = z.object({ title: ZTitle.optional(), collectionId: ZUuid.optional() });
/** `PUT .../move` (001 §2, §5): to an existing folder, or to a new one by name; exactly one. */
export const ZAcMoveRequest = z
  .object({ collectionId: ZUuid.optional(), newFolderTitle: ZTitle.optional() })
  .refine((body) => Boolean(body.collectionId) !== Boolean(body.newFolderTitle), {
    message: AC_TEXTS.moveNeedsFolder,
    path: ['collectionId'],
  });
export type TAcMoveRequest = z.infer<typeof ZAcMoveRequest>;
/** `PUT .../publish`, `.../unpublish`. */
export const ZAcVersionRequest = z.object({ version: ZVersion.optional() });

/**
 * A seat's roles: 0-7 lines (001 §5). Empty lines are dropped, not refused (issue 35: a blank
 * "Add role" row blocked Add Seat); the limit counts the roles that are left.
 */
export const ZAcRoles = z
  .array(z.string().trim().max(AC_ROLE_MAX_LENGTH))
  .transform((roles) => roles.filter((role) => role !== ''))
  .pipe(z.array(z.string()).max(AC_ROLES_MAX, AC_TEXTS.tooManyRoles));

/** The fields of a seat a create, insert or edit sets. */
const seatFields = {
  title: ZTitle,
  assignedToId: ZUuid.nullable().optional(),
  placeholderName: z.string().trim().max(AC_ROLE_MAX_LENGTH).nullable().optional(),
  roles: ZAcRoles.default([]),
  isAssistant: z.boolean().default(false),
};

/** `PUT .../create-seat`: a seat under `parentId`. */
export const ZAcCreateSeatRequest = z.object({ ...seatFields, parentId: ZUuid });
/** `PUT .../insert-seat`: a seat above `childId` (it takes the child's place; the child reports to it). */
export const ZAcInsertSeatRequest = z.object({ ...seatFields, childId: ZUuid });
/** `PUT .../edit-seat/{seatId}`: any field; `parentId` moves it; `version` must be current. */
export const ZAcEditSeatRequest = z.object({
  title: ZTitle.optional(),
  assignedToId: ZUuid.nullable().optional(),
  placeholderName: z.string().trim().max(AC_ROLE_MAX_LENGTH).nullable().optional(),
  roles: ZAcRoles.optional(),
  isAssistant: z.boolean().optional(),
  parentId: ZUuid.optional(),
  version: ZVersion,
});
/** `PUT .../edit-seat/{seatId}/notes`. */
export const ZAcNotesRequest = z.object({ notes: z.string().max(AC_NOTES_MAX_LENGTH) });
/** `DELETE .../remove-seat/{seatId}?holderOnly=`. */
export const ZAcRemoveSeatQuery = z.object({ holderOnly: z.enum(['true', 'false']).default('false') });

/** A seat as answered. */
export const ZAcSeat = z.object({
  id: z.uuid(),
  key: z.number().int(),
  title: z.string(),
  assignedTo: z.string().nullable(),
  assignedToId: z.uuid().nullable(),
  avatarUrl: z.string().nullable(),
  placeholderName: z.string().nullable(),
  parentId: z.uuid().nullable(),
  isAssistant: z.boolean(),
  isRoot: z.boolean(),
  isLT: z.boolean(),
  roles: z.array(z.string()),
  notes: z.string(),
  version: z.number().int(),
});
export type TAcSeat = z.infer<typeof ZAcSeat>;

/** A revision in a folder's list. */
export const ZAcRevisionSummary = z.object({
  id: z.uuid(),
  collectionId: z.uuid(),
  title: z.string(),
  isPublished: z.boolean(),
  createdById: z.uuid().nullable(),
  updated: z.string(),
  version: z.number().int(),
});
/** A revision whole: its seats and who may see and edit it. */
export const ZAcRevision = ZAcRevisionSummary.extend({
  seats: z.array(ZAcSeat),
  visibility: ZAcVisibilityAnswer,
  canEdit: z.boolean(),
  /**
   * Whether the leadership team meeting has invitees: until it has, the leadership team cannot
   * be given edit (001 §5). Absent from answers made before it (read as true).
   */
  hasLeadershipTeam: z.boolean().optional(),
});
export type TAcRevision = z.infer<typeof ZAcRevision>;
/** A folder with the revisions the caller may see. */
export const ZAcCollection = z.object({
  id: z.uuid(),
  title: z.string(),
  isCompanyFolder: z.boolean(),
  version: z.number().int(),
  revisions: z.array(ZAcRevisionSummary),
});
export type TAcCollection = z.infer<typeof ZAcCollection>;

export const ZAcCollectionsAnswer = ZEnvelope.extend({ collections: z.array(ZAcCollection) });
export const ZAcCollectionAnswer = ZEnvelope.extend({ collection: ZAcCollection });
export const ZAcRevisionAnswer = ZEnvelope.extend({ revision: ZAcRevision });
export const ZAcSeatAnswer = ZEnvelope.extend({ seat: ZAcSeat });
/** `DELETE .../revision/{r}` and `DELETE ac/collection/{c}`: the removed chart's or folder's id. */
export const ZAcDeletedAnswer = ZEnvelope.extend({ id: z.uuid() });
/**
 * `DELETE .../remove-seat/{s}`: the seat's id when it was deleted, or the seat as it is now when
 * only its holder was removed (`holderOnly=true`).
 */
export const ZAcSeatRemovedAnswer = z.union([
  ZEnvelope.extend({ seatId: z.uuid(), deleted: z.literal(true) }),
  ZAcSeatAnswer,
]);
