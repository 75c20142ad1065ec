import { AC_TEXTS } from '@cairn/domain/ac/ac.constants';
import type { TAcRevision, TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { errorMessage } from '@cairn/domain/errors';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { acPolicy, type TAcRevisionSubject, type TAcViewer } from '../../policies/ac.ts';
import { leadershipInvitees, policyReaders } from '../meetings/leadership-team.ts';
import type { TItemActor } from '../traction-items/item-types.ts';
import { createAcRepository, type TAcRevisionRow, type TAcSeatRow } from './ac.repository.ts';

/** 002 §8: the chart was deleted while someone had it open (404 with its own id and text). */
export const acRemoved = () => new HttpError(404, [errorMessage('AC_REMOVED', AC_TEXTS.removed)]);

/** A revision as a folder lists it. */
export function presentAcSummary(revision: TAcRevisionRow) {
  return {
    id: revision.id,
    collectionId: revision.collectionId,
    title: revision.title,
    isPublished: revision.isPublished,
    createdById: revision.createdByPersonId,
    updated: revision.updatedAt.toISOString(),
    version: revision.version,
  };
}

/** Finding charts the caller may read or change, and answering them whole. */
export function createAcAccess(db: TDb) {
  const repo = createAcRepository(db);

  async function viewerOf(
    actor: TItemActor,
    tx: TDbOrTx = db,
  ): Promise<TAcViewer & { leadership: Set<string> }> {
    const leadership = await leadershipInvitees(tx, actor.orgId);
    return {
      personId: actor.person.id,
      role: actor.person.role,
      isLeadership: leadership.has(actor.person.id),
      leadership,
    };
  }

  /** The revision of that folder the caller may read: 404 otherwise (also another organisation's), "removed" once deleted. */
  async function readable(actor: TItemActor, collectionId: string, revisionId: string, tx: TDbOrTx = db) {
    const viewer = await viewerOf(actor, tx);
    const revision = await repo.revision(actor.orgId, collectionId, revisionId, tx);
    if (!revision) throw notFound('chart');
    if (revision.deletedAt) throw acRemoved();
    if (!acPolicy.canSee(viewer, revision)) throw notFound('chart');
    return { viewer, revision };
  }

  /** The revision the caller may change: 403 when they may only look. */
  async function changeable(actor: TItemActor, collectionId: string, revisionId: string, tx: TDbOrTx = db) {
    const found = await readable(actor, collectionId, revisionId, tx);
    if (!acPolicy.canEdit(found.viewer, found.revision)) throw forbidden(AC_TEXTS.cannotEdit);
    return found;
  }

  /** Seats as answered: holder names and avatars, and LT for holders invited to the leadership team meeting. */
  async function presentSeats(orgId: string, seats: TAcSeatRow[], leadership: Set<string>, tx: TDbOrTx = db) {
    const holderIds = [
      ...new Set(seats.map((seat) => seat.assignedToPersonId).filter((id): id is string => Boolean(id))),
    ];
    const holders = new Map((await repo.people(orgId, holderIds, tx)).map((person) => [person.id, person]));
    return seats.map((seat): TAcSeat => {
      const holder = seat.assignedToPersonId ? holders.get(seat.assignedToPersonId) : undefined;
      return {
        id: seat.id,
        key: seat.key,
        title: seat.title,
        assignedTo: holder ? `${holder.firstName} ${holder.lastName}`.trim() : null,
        assignedToId: holder ? holder.id : null,
        avatarUrl: holder?.avatarUrl ?? null,
        placeholderName: seat.placeholderName,
        parentId: seat.parentId,
        isAssistant: seat.isAssistant,
        isRoot: seat.isRoot,
        isLT: holder ? leadership.has(holder.id) : false,
        roles: seat.roles,
        notes: seat.notes,
        version: seat.version,
      };
    });
  }

  /** The revision whole, with its seats and what the caller may do. */
  async function presentRevision(
    viewer: TAcViewer & { leadership: Set<string> },
    revision: TAcRevisionRow,
    tx: TDbOrTx = db,
  ): Promise<TAcRevision> {
    const seats = await repo.seats(revision.orgId, revision.id, tx);
    return {
      ...presentAcSummary(revision),
      seats: await presentSeats(revision.orgId, seats, viewer.leadership, tx),
      visibility: revision.visibility,
      canEdit: acPolicy.canEdit(viewer, revision),
    };
  }

  /** Who hears the live event of a chart's (or its seats') change: whoever acPolicy lets see it in any of `states`. */
  function readersOf(orgId: string, states: readonly TAcRevisionSubject[], tx: TDbOrTx = db) {
    return policyReaders(tx, orgId, (viewer) => states.some((state) => acPolicy.canSee(viewer, state)));
  }

  return { repo, viewerOf, readable, changeable, presentSeats, presentRevision, readersOf };
}

export type TAcAccess = ReturnType<typeof createAcAccess>;
