import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { canAssignOwner } from '@cairn/domain/items/item-access';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { forbidden, HttpError, invalidField } from '../../http/errors.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import { createItemPeopleRepository, type TItemMeeting } from './item-people.repository.ts';
import type { TItemActor } from './item-types.ts';

/** Where an owner check reports: the owner field, and the meeting field when the body names the meeting. */
export type TOwnerCheck = {
  /** The body field holding the owner(s): `ownerId` or `ownerIds`. */
  field: string;
  /** The item's meeting, or null for an item without one (any person of the organisation then). */
  meeting: TItemMeeting | null;
  /**
   * The field an owner outside the meeting is reported on: `tractionId` when the body names
   * the meeting (create, move), else the owner field itself.
   */
  meetingField: string;
  /** The item's owner before this change (null for a new item): non-admins may keep it. */
  currentOwnerId: string | null;
};

/** 404 that names the body field which pointed at the absent meeting. */
const meetingNotFound = (field: string) =>
  new HttpError(404, [errorMessage(MessageCode.NotFound, ITEM_TEXTS.meetingNotFound, field)]);

/**
 * The rules every traction item shares about meetings and owners (000 §5, §6; 002 §5):
 * which meeting a new item may go into, and who may own it.
 */
export function createItemRules(db: TDb) {
  const repo = createItemPeopleRepository(db);

  /** The meeting an existing item belongs to (archived ones too), or null for an item without one. */
  async function meetingOfItem(
    actor: TItemActor,
    meetingId: string | null,
    tx: TDbOrTx,
  ): Promise<TItemMeeting | null> {
    if (!meetingId) return null;
    return (await repo.findMeeting(actor.orgId, meetingId, tx)) ?? null;
  }

  /**
   * Refuses owners the item may not have, with 422 on the field: a person of another
   * organisation or of none (`existing`: which of them are people of the organisation); someone
   * the caller may not assign (000 §6: Owner and Admin anyone, others themselves and the current
   * owner); someone not invited to the meeting.
   */
  function assertOwners(
    actor: TItemActor,
    ownerIds: readonly string[],
    existing: ReadonlySet<string>,
    check: TOwnerCheck,
  ): void {
    if (ownerIds.some((id) => !existing.has(id))) throw invalidField(check.field, ITEM_TEXTS.ownerNotInOrg);
    const assigner = { personId: actor.person.id, role: actor.person.role };
    if (ownerIds.some((id) => !canAssignOwner(assigner, id, check.currentOwnerId))) {
      throw invalidField(check.field, ITEM_TEXTS.cannotAssign);
    }
    const invited = check.meeting?.inviteeIds;
    if (invited && ownerIds.some((id) => !invited.includes(id))) {
      throw invalidField(check.meetingField, ITEM_TEXTS.ownerNotInMeeting);
    }
  }

  /** `assertOwners` after reading which of the owners are people of the organisation. */
  async function checkOwners(
    actor: TItemActor,
    ownerIds: readonly string[],
    check: TOwnerCheck,
    tx: TDbOrTx,
  ): Promise<void> {
    assertOwners(actor, ownerIds, await repo.existingPeople(actor.orgId, ownerIds, tx), check);
  }

  /**
   * The meeting a body names for a new (or moved) item: 404 on `field` when it is not an active
   * meeting of the organisation; 403 when the caller may not change that meeting (not invited,
   * and not Owner or Admin).
   */
  function assertMeetingForNewItem(actor: TItemActor, meeting: TItemMeeting | undefined, field: string) {
    if (!meeting || meeting.isArchived) throw meetingNotFound(field);
    if (!meetingPolicy.canChange(actor, meeting)) throw forbidden(ITEM_TEXTS.cannotUseMeeting);
    return meeting;
  }

  return {
    /** `assertMeetingForNewItem` on the meeting read by id. */
    async meetingForNewItem(
      actor: TItemActor,
      meetingId: string,
      field: string,
      tx: TDbOrTx,
    ): Promise<TItemMeeting> {
      return assertMeetingForNewItem(actor, await repo.findMeeting(actor.orgId, meetingId, tx), field);
    },

    /**
     * `meetingForNewItem` then `checkOwners` for new items in the meeting a body names, both from
     * one read (issue 38: three statements were): 404 / 403 on `owners.meetingField`, then 422
     * on `owners.field` (or on the meeting field for an owner not invited). Answers the meeting.
     */
    async meetingAndOwnersForNewItem(
      actor: TItemActor,
      meetingId: string,
      owners: { ids: readonly string[]; field: string; meetingField: string },
      tx: TDbOrTx,
    ): Promise<TItemMeeting> {
      const found = await repo.findMeetingAndPeople(actor.orgId, meetingId, owners.ids, tx);
      const meeting = assertMeetingForNewItem(actor, found.meeting, owners.meetingField);
      const check = { field: owners.field, meeting, meetingField: owners.meetingField, currentOwnerId: null };
      assertOwners(actor, owners.ids, found.existing, check);
      return meeting;
    },

    /**
     * For many new items at once (a cascade): the meetings and the people read once, in a fixed
     * number of queries, then each row checked as `meetingForNewItem` and `checkOwners` would.
     */
    async forNewItems(
      actor: TItemActor,
      asked: { meetingIds: readonly string[]; ownerIds: readonly string[] },
      tx: TDbOrTx,
    ) {
      const meetings = await repo.findMeetings(actor.orgId, asked.meetingIds, tx);
      const existing = await repo.existingPeople(actor.orgId, [...new Set(asked.ownerIds)], tx);
      return {
        meeting: (meetingId: string, field: string) =>
          assertMeetingForNewItem(actor, meetings.get(meetingId), field),
        checkOwners: (ownerIds: readonly string[], check: TOwnerCheck) =>
          assertOwners(actor, ownerIds, existing, check),
      };
    },

    meetingOfItem,

    checkOwners,

    /**
     * The owner check of an existing item getting `ownerId` (edit, reassign): 422 on `field`
     * (default `ownerId`) for anyone `checkOwners` refuses, the item's own meeting included.
     */
    async checkNewOwner(
      actor: TItemActor,
      ownerId: string,
      item: { meetingId: string | null; currentOwnerId: string | null },
      tx: TDbOrTx,
      field = 'ownerId',
    ): Promise<void> {
      // The item's meeting and the owner in one read, as `meetingOfItem` and `checkOwners` would.
      const found = await repo.findMeetingAndPeople(actor.orgId, item.meetingId, [ownerId], tx);
      const check = { field, meeting: found.meeting ?? null, meetingField: field };
      assertOwners(actor, [ownerId], found.existing, { ...check, currentOwnerId: item.currentOwnerId });
    },
  };
}
