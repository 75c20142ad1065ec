import { AC_TEXTS } from '@cairn/domain/ac/ac.constants';
import type { TAcVisibility } from '@cairn/domain/ac/ac-visibility';
import type { TChangeDeps } from '../../db/run-change.ts';
import { acRevisions, acSeats } from '../../db/schema/index.ts';
import { invalidField } from '../../http/errors.ts';
import { createDocumentServices } from '../documents/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { createAcRepository } from './ac.repository.ts';
import { acDocument } from './ac-document.ts';

/**
 * The chart's folders and the life of its charts (001 §2-§6): the document kernel's, with the
 * chart's own two calls: a copy with every seat, and who sees and edits it (visibility).
 */
export function createAcChartsService(deps: TChangeDeps) {
  const kind = acDocument(deps.db);
  const { folders, revisions } = createDocumentServices(kind, deps);
  const repo = createAcRepository(deps.db);
  return {
    folders,
    revisions,

    /** A draft copy, in the same folder or another ("{title} (copy)" unless named): every seat with new ids, the tree kept. */
    copy: (actor: TItemActor, c: string, r: string, body: { title?: string; collectionId?: string } = {}) =>
      revisions.copy(
        actor,
        c,
        r,
        { title: body.title, titleField: 'title', collectionId: body.collectionId },
        async (tx, { revision }, base) => {
          const [copy] = await tx
            .insert(acRevisions)
            .values({ ...base, visibility: revision.visibility, nextSeatKey: revision.nextSeatKey })
            .returning();
          if (!copy) throw new Error('insert ac copy');
          const seats = await repo.seats(actor.orgId, revision.id, tx);
          const newIds = new Map(seats.map((seat) => [seat.id, crypto.randomUUID()]));
          if (seats.length) {
            await tx.insert(acSeats).values(
              seats.map((seat) => ({
                id: newIds.get(seat.id),
                orgId: actor.orgId,
                revisionId: copy.id,
                key: seat.key,
                title: seat.title,
                parentId: seat.parentId ? (newIds.get(seat.parentId) ?? null) : null,
                isRoot: seat.isRoot,
                isAssistant: seat.isAssistant,
                assignedToPersonId: seat.assignedToPersonId,
                placeholderName: seat.placeholderName,
                roles: seat.roles,
                notes: seat.notes,
              })),
            );
          }
          return copy;
        },
      ),

    /** `PUT .../visibility` (001 §3-§6): the leadership team's, the organisation's and chosen people's access. */
    setVisibility: (actor: TItemActor, c: string, r: string, visibility: TAcVisibility) =>
      revisions.setFields(actor, c, r, { fields: { visibility } }, async ({ viewer, revision }, tx) => {
        // Granting the leadership team edit needs a leadership team (kept when it already had it).
        const grantsLtEdit = visibility.lt === 'edit' && revision.visibility.lt !== 'edit';
        if (grantsLtEdit && viewer.leadership.size === 0)
          throw invalidField('lt', AC_TEXTS.ltEditNeedsInvitees);
        const ids = [...new Set(visibility.individuals.map((entry) => entry.personId))];
        const found = await repo.people(actor.orgId, ids, tx);
        if (found.length !== ids.length) throw invalidField('individuals', AC_TEXTS.holderNotInOrg);
        const roles = new Map(found.map((person) => [person.id, person.role]));
        if (
          visibility.individuals.some((entry) => entry.canEdit && roles.get(entry.personId) === 'Observer')
        ) {
          throw invalidField('individuals', AC_TEXTS.observerCannotEdit);
        }
      }),
  };
}

export type TAcChartsService = ReturnType<typeof createAcChartsService>;
