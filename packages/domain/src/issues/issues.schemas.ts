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
import { oneOwnerOnly, readOwnerIdsAsOwner } from '../items/one-owner.ts';
import { searchAnswerSchema, searchRequestSchema, ZSearchTextFilter } from '../search/search.schemas.ts';
import { ISSUE_ENTITY_TYPES, ISSUE_STATUSES, ISSUE_TEXTS } from './issues.constants.ts';

/** An issue status (000 §3): Open or Solved. */
export const ZIssueStatus = z.enum(ISSUE_STATUSES, { error: ISSUE_TEXTS.chooseStatus });

/** Where a new issue goes (000 §3, §5): a meeting (the default) or a V/TO's long-term list. */
export const ZIssueEntityType = z.enum(ISSUE_ENTITY_TYPES, { error: ISSUE_TEXTS.chooseEntityType });

/** The spec's names beside Cairn's: `ownerIds` (one owner) for `ownerId`, `vtoCollectionId` / `vtoRevisionId`; `meeting` when no kind is sent. */
function normalizeNewIssue(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = { entityType: 'meeting', ...(readOwnerIdsAsOwner(raw) as object) } as Record<string, unknown>;
  if (body.entityType === undefined || body.entityType === null) body.entityType = 'meeting';
  body.collectionId ??= body.vtoCollectionId;
  body.revisionId ??= body.vtoRevisionId;
  delete body.vtoCollectionId;
  delete body.vtoRevisionId;
  return body;
}

const newIssueFields = {
  title: ZItemTitle,
  ownerId: ZItemOwnerId,
  /** Left only when it names several people: an issue has one owner. */
  ownerIds: oneOwnerOnly(ISSUE_TEXTS.oneOwner),
  contentHtml: ZItemContentHtml.optional(),
};

/** A new issue in a meeting (the seed and the live meeting build these directly). */
export const ZMeetingIssueRequest = z.object({
  ...newIssueFields,
  entityType: z.literal('meeting'),
  tractionId: ZTractionId,
});

/**
 * `POST issues` (000 §2.4 Add Issue, §3, §5, §7): `ownerIds` (the spec's list, one owner) or
 * `ownerId`; `entityType` `meeting` (the default) with `tractionId`, or `vto` with the V/TO's
 * `collectionId` and `revisionId` (also read as `vtoCollectionId` / `vtoRevisionId`): the issue
 * goes onto that revision's long-term list.
 */
export const ZCreateIssueRequest = z.preprocess(
  normalizeNewIssue,
  z.discriminatedUnion(
    'entityType',
    [
      ZMeetingIssueRequest,
      z.object({
        ...newIssueFields,
        entityType: z.literal('vto'),
        collectionId: ZItemRef,
        revisionId: ZItemRef,
      }),
    ],
    { error: ISSUE_TEXTS.chooseEntityType },
  ),
);
/** A parsed `POST issues` body. */
export type TCreateIssueBody = z.infer<typeof ZCreateIssueRequest>;
/** A new meeting issue, as the issue service creates it. */
export type TCreateIssueRequest = {
  title: string;
  ownerId: string;
  tractionId: string;
  contentHtml?: string | null;
  entityType?: 'meeting';
};

/** `PUT issue/{id}` (Edit Issue: title, owner, notes). Without `contentHtml` the notes stay. */
export const ZUpdateIssueRequest = z.object({
  title: ZItemTitle,
  ownerId: ZItemOwnerId,
  contentHtml: ZItemContentHtml.optional(),
  /** When sent, the status too, in the same change (Edit Issue saves in one call). */
  status: ZIssueStatus.optional(),
  version: ZItemVersion,
});
export type TUpdateIssueRequest = z.infer<typeof ZUpdateIssueRequest>;

/** `PUT issue/{id}/solve`: Solved (true) or reopened (false). */
export const ZSolveIssueRequest = z.object({
  isSolved: z.boolean({ error: ISSUE_TEXTS.required }),
  version: ZItemVersion.optional(),
});
export type TSolveIssueRequest = z.infer<typeof ZSolveIssueRequest>;

/** `PUT issue/{id}/status`. */
export const ZIssueStatusRequest = z.object({ status: ZIssueStatus, version: ZItemVersion.optional() });
export type TIssueStatusRequest = z.infer<typeof ZIssueStatusRequest>;

/** `PUT issue/{id}/reassign` (000 §4 Reassignment). */
export const ZReassignIssueRequest = z.object({ ownerId: ZItemOwnerId, version: ZItemVersion.optional() });
export type TReassignIssueRequest = z.infer<typeof ZReassignIssueRequest>;

/** A move source or destination kind; only meetings for now (V/TO moves arrive with the V/TO). */
const ZMoveKind = z.literal('meeting', { error: ISSUE_TEXTS.onlyMeetingMoves });

/**
 * `POST issue/{id}/move` (000 §2.4 Move Issue, §3, §5): to another meeting, with an owner
 * invited to it. Owner, destination and source are required.
 */
export const ZMoveIssueRequest = z.object({
  destinationId: ZItemRef,
  ownerId: ZItemOwnerId,
  sourceType: ZMoveKind,
  destinationType: ZMoveKind,
  version: ZItemVersion.optional(),
});
export type TMoveIssueRequest = z.infer<typeof ZMoveIssueRequest>;

/** `GET issue/{id}/move-destinations?ownerId=`: the meetings the issue could move to for that owner. */
export const ZMoveDestinationsQuery = z.object({ ownerId: ZItemOwnerId });

/** An issue as answered. */
export const ZIssue = z.object({
  ...itemAnswerHead,
  /** The meeting. */
  tractionId: z.uuid().nullable(),
  status: ZIssueStatus,
  /** When it was solved (ISO 8601 UTC); null while Open. */
  solvedAt: z.string().nullable(),
  /** Rank in the meeting's IDS list (1 first); null when not prioritised. */
  priority: z.number().int().nullable(),
  /** Sanitized rich text; '' when there are no notes. */
  contentHtml: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TIssue = z.infer<typeof ZIssue>;

/** A meeting an issue can move to. */
export const ZMoveDestination = z.object({ id: z.uuid(), title: z.string() });

/** `POST issues/search` (002 §3 Search). */
export const ZIssueSearchRequest = searchRequestSchema({
  filters: {
    'traction-ids': ZItemIdsFilter,
    'owner-ids': ZItemIdsFilter,
    /** Leave out the items of these owners (a dashboard widget's Others). */
    'excluded-owner-ids': ZItemIdsFilter,
    status: z.array(ZIssueStatus).min(1).max(ISSUE_STATUSES.length),
    'text-search': ZSearchTextFilter,
  },
  sorts: ['createdAt', 'title', 'priority'],
});
export type TIssueSearchRequest = z.infer<typeof ZIssueSearchRequest>;

/** `{ issue }` answers (create, read, every change, move). */
export const ZIssueAnswer = ZEnvelope.extend({ issue: ZIssue });
/** `GET issues?ids=`. */
export const ZIssuesAnswer = ZEnvelope.extend({ issues: z.array(ZIssue) });
/** `DELETE issue/{id}`. */
export const ZIssueDeletedAnswer = ZEnvelope.extend({ issueId: z.uuid() });
/** `GET issue/{id}/move-destinations`: empty means "The selected owner does not have any other meetings." */
/** A V/TO revision whose long-term list an issue can move to (editable by the caller and the owner). */
export const ZVtoMoveDestination = z.object({
  collectionId: z.uuid(),
  revisionId: z.uuid(),
  title: z.string(),
  folderTitle: z.string(),
  isPublished: z.boolean(),
});
export type TVtoMoveDestination = z.infer<typeof ZVtoMoveDestination>;
export const ZMoveDestinationsAnswer = ZEnvelope.extend({
  meetings: z.array(ZMoveDestination),
  /** 000 §2.4 Move Issue to a V/TO; empty: "The selected owner does not have any editable V/TOs." */
  vtos: z.array(ZVtoMoveDestination),
});
/** `POST issues/search`. */
export const ZIssueSearchAnswer = searchAnswerSchema(ZIssue);
