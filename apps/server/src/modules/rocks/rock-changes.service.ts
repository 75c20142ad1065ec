import { rockStatusAfterComplete } from '@cairn/domain/rocks/rock-rules';
import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import type {
  TCompleteRockRequest,
  TReassignRockRequest,
  TUpdateRockRequest,
} from '@cairn/domain/rocks/rocks.schemas';
import type { TDbOrTx } from '../../db/client.ts';
import { invalidField } from '../../http/errors.ts';
import { sanitizeRichTextOffThread } from '../../lib/sanitize-pool.ts';
import type { TItemActor, TItemDecision } from '../traction-items/index.ts';
import type { TNewRock, TRockKit, TRockRow } from './rock-kit.ts';
import type { TRockLinksRepository } from './rock-links.repository.ts';
import type { TRockWrites } from './rock-writes.ts';

/** The meetings of an edit, main first: `tractionId`, else the current main one if kept, else the first. */
function orderedMeetings(input: TUpdateRockRequest, currentMain: string): string[] {
  const main =
    input.tractionId ?? (input.tractionIds.includes(currentMain) ? currentMain : input.tractionIds[0]);
  return [main, ...input.tractionIds.filter((id) => id !== main)];
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The changes of an existing rock (000 §2.4 Edit Rock, §4; 002 §7): edit, status, complete
 * and reassign, each through the item kit (lock, version, events row, live event).
 */
export function createRockChanges(kit: TRockKit, links: TRockLinksRepository, writes: TRockWrites) {
  const { rules } = kit;

  /** The meetings an owner must be invited to when the rock's owner changes: all of the rock's. */
  async function currentMeetings(actor: TItemActor, rockId: string, tx: TDbOrTx) {
    const ids = await links.meetingIdsOf(actor.orgId, rockId, tx);
    return Promise.all(ids.map((id) => rules.meetingOfItem(actor, id, tx)));
  }

  return {
    /**
     * `PUT rock/{id}`: title (locked on a delegated rock: 422 on `title`), owner, due date,
     * type, meetings, notes (when sent), and new delegated rocks. Added meetings must be
     * active ones the caller may change; a new owner passes the owner rules against every
     * meeting, and the owner must be invited to added meetings (422 on `tractionIds`).
     */
    async update(actor: TItemActor, id: string, input: TUpdateRockRequest): Promise<TRockRow> {
      // Cleaned before the transaction, off the event loop (a long note takes a while).
      const sentHtml =
        input.contentHtml === undefined
          ? undefined
          : await sanitizeRichTextOffThread(input.contentHtml ?? '');
      return kit.change(
        actor,
        id,
        input.version,
        async (current, tx, note): Promise<TItemDecision<TNewRock> | null> => {
          if (current.delegatedFromRockId && input.title !== current.title) {
            throw invalidField('title', ROCK_TEXTS.titleLocked);
          }
          const before = await links.meetingIdsOf(actor.orgId, id, tx);
          const meetingIds = orderedMeetings(input, current.meetingId);
          const added = meetingIds.filter((m) => !before.includes(m));
          const addedMeetings = await writes.meetingsFor(actor, added, 'tractionIds', tx);
          const currentOwnerId = current.ownerPersonId;
          if (input.ownerId !== currentOwnerId) {
            const kept = await Promise.all(
              meetingIds.filter((m) => !added.includes(m)).map((m) => rules.meetingOfItem(actor, m, tx)),
            );
            const fields = { field: 'ownerId', meetingField: 'ownerId', currentOwnerId };
            await writes.checkOwnerFits(actor, input.ownerId, kept, fields, tx);
          }
          const addedFields = { field: 'ownerId', meetingField: 'tractionIds', currentOwnerId };
          if (addedMeetings.length)
            await writes.checkOwnerFits(actor, input.ownerId, addedMeetings, addedFields, tx);

          const contentHtml = sentHtml ?? current.contentHtml;
          const after = {
            title: input.title,
            ownerPersonId: input.ownerId,
            dueDate: input.dueDate,
            type: input.type,
            meetingId: meetingIds[0],
            ...(input.status ? { status: input.status } : {}),
          };
          const old = {
            title: current.title,
            ownerPersonId: current.ownerPersonId,
            dueDate: current.dueDate,
            type: current.type,
            meetingId: current.meetingId,
            ...(input.status ? { status: current.status } : {}),
          };
          const isContentChanged = contentHtml !== current.contentHtml;
          const isMeetingsChanged = !sameSet(before, meetingIds);
          const isSame = JSON.stringify(after) === JSON.stringify(old);
          if (isSame && !isContentChanged && !isMeetingsChanged && input.delegated.length === 0) return null;
          if (isMeetingsChanged) await links.setMeetings(actor.orgId, id, meetingIds, tx);
          const delegates = await writes.delegate(actor, { id, ...after }, input.delegated, tx, note);
          return {
            change: { ...after, ...kit.statusStampOf(current, input.status), contentHtml },
            action: 'updated',
            data: {
              before: { ...old, meetingIds: before },
              after: { ...after, meetingIds },
              isContentChanged,
              delegatedIds: delegates.map((rock) => rock.id),
            },
          };
        },
      );
    },

    /** `PUT rock/{id}/status`: any of the six statuses; Done stamps `completedAt`. */
    setStatus: kit.endpoints.setStatus,

    /** `PUT rock/{id}/complete`: Done, or back to On track (see rockStatusAfterComplete). */
    async complete(actor: TItemActor, id: string, input: TCompleteRockRequest): Promise<TRockRow> {
      const action = input.isComplete ? 'completed' : 'uncompleted';
      const next = (current: TRockRow) => rockStatusAfterComplete(current.status, input.isComplete);
      return kit.changeStatus(actor, id, input.version, next, action);
    },

    /**
     * `PUT rock/{id}/reassign` (000 §4 Reassignment): a new owner under the owner rules,
     * invited to every meeting of the rock (422 on `ownerId`).
     */
    async reassign(actor: TItemActor, id: string, input: TReassignRockRequest): Promise<TRockRow> {
      return kit.endpoints.reassign(actor, id, input, async (_, current, ownerId, tx) => {
        const fields = { field: 'ownerId', meetingField: 'ownerId', currentOwnerId: current.ownerPersonId };
        await writes.checkOwnerFits(actor, ownerId, await currentMeetings(actor, id, tx), fields, tx);
      });
    },
  };
}
