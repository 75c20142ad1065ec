import type { TDelegatedRockRequest } from '@cairn/domain/rocks/rocks.schemas';
import type { TDbOrTx } from '../../db/client.ts';
import type { TItemActor, TItemMeeting, TNoteChange } from '../traction-items/index.ts';
import type { TNewRock, TRockKit, TRockRow } from './rock-kit.ts';
import type { TRockLinksRepository } from './rock-links.repository.ts';

/** Where an owner refusal is reported for a rock's meetings. */
type TOwnerFields = { field: string; meetingField: string; currentOwnerId: string | null };

/**
 * The writes and checks creating and editing rocks share: the meetings a body names, the
 * owner against each meeting, inserting a rock with its meetings, and delegating.
 */
export function createRockWrites(kit: TRockKit, links: TRockLinksRepository) {
  const { rules } = kit;

  /** The active meetings a body names, each one the caller may change (404 / 403 on `field`). */
  async function meetingsFor(actor: TItemActor, ids: string[], field: string, tx: TDbOrTx) {
    const found: TItemMeeting[] = [];
    for (const id of ids) found.push(await rules.meetingForNewItem(actor, id, field, tx));
    return found;
  }

  /**
   * 422 unless `ownerId` may own a rock of these meetings: a person of the organisation the
   * caller may assign, invited to every one of them (see createItemRules.checkOwners).
   */
  async function checkOwnerFits(
    actor: TItemActor,
    ownerId: string,
    meetings: (TItemMeeting | null)[],
    fields: TOwnerFields,
    tx: TDbOrTx,
  ) {
    for (const meeting of meetings.length ? meetings : [null]) {
      await rules.checkOwners(actor, [ownerId], { ...fields, meeting }, tx);
    }
  }

  /** Inserts one rock with its meetings (main first) and notes it as created (Added after commit). */
  async function insertRock(row: TNewRock, meetingIds: string[], tx: TDbOrTx, note: TNoteChange) {
    const [created] = await kit.insert(
      [row],
      tx,
      note,
      (rock) => ({ meetingIds, dueDate: rock.dueDate, delegatedFromRockId: rock.delegatedFromRockId }),
      (rock) => links.setMeetings(row.orgId, rock.id, meetingIds, tx),
    );
    return created;
  }

  return {
    meetingsFor,
    checkOwnerFits,
    insertRock,

    /**
     * One new rock per `delegated` row, delegated from `parent`: its title and due date, the
     * row's meeting (404 / 403 on `delegated.{i}.tractionId`), type and owner (422 on
     * `delegated.{i}.ownerId`, or on the meeting field when the owner is not invited).
     */
    async delegate(
      actor: TItemActor,
      parent: Pick<TRockRow, 'id' | 'title' | 'dueDate'>,
      rows: TDelegatedRockRequest[],
      tx: TDbOrTx,
      note: TNoteChange,
    ): Promise<TRockRow[]> {
      const created: TRockRow[] = [];
      // One transaction shares one now(): created_at one ms apart keeps the rows' order in lists.
      const startedAt = Date.now();
      for (const [i, row] of rows.entries()) {
        const meetingField = `delegated.${i}.tractionId`;
        const [meeting] = await meetingsFor(actor, [row.tractionId], meetingField, tx);
        const fields = { field: `delegated.${i}.ownerId`, meetingField, currentOwnerId: null };
        await checkOwnerFits(actor, row.ownerId, [meeting], fields, tx);
        const rock = {
          orgId: actor.orgId,
          title: parent.title,
          ownerPersonId: row.ownerId,
          meetingId: meeting.id,
          dueDate: parent.dueDate,
          type: row.type,
          delegatedFromRockId: parent.id,
          createdAt: new Date(startedAt + i),
        };
        created.push(await insertRock(rock, [meeting.id], tx, note));
      }
      return created;
    },
  };
}

export type TRockWrites = ReturnType<typeof createRockWrites>;
