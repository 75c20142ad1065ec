import type { TAcRevision, TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { answerVisibility } from '@cairn/domain/ac/ac-visibility';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { acPolicy, type TAcViewer } from '../../policies/ac.ts';
import { createAcRepository, type TAcRevisionRow, type TAcSeatRow } from './ac.repository.ts';

/** The chart's viewer, with the leadership team (its seats' holders are marked LT). */
export type TAcViewerContext = TAcViewer & { leadership: Set<string> };

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

/** How the chart answers a revision whole: its seats with their holders, its visibility, what the caller may do. */
export function createAcPresenter(db: TDb) {
  const repo = createAcRepository(db);

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
    viewer: TAcViewerContext,
    revision: TAcRevisionRow,
    tx: TDbOrTx = db,
  ): Promise<TAcRevision> {
    const seats = await repo.seats(revision.orgId, revision.id, tx);
    const chosenIds = revision.visibility.individuals.map((entry) => entry.personId);
    const chosen = new Map(
      (chosenIds.length ? await repo.people(revision.orgId, chosenIds, tx) : []).map((person) => [
        person.id,
        `${person.firstName} ${person.lastName}`.trim(),
      ]),
    );
    return {
      ...presentAcSummary(revision),
      seats: await presentSeats(revision.orgId, seats, viewer.leadership, tx),
      visibility: answerVisibility(
        revision.visibility,
        revision.createdByPersonId,
        (id) => chosen.get(id) ?? '',
      ),
      canEdit: acPolicy.canEdit(viewer, revision),
      hasLeadershipTeam: viewer.leadership.size > 0,
    };
  }

  return { repo, presentSeats, presentRevision };
}
