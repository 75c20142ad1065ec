import { canAssignOwner } from '@cairn/domain/items/item-access';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { createItemRules } from '../traction-items/index.ts';
import { createScorecardsRepository, type TScorecardRecord } from './scorecards.repository.ts';

/**
 * Who may read and change a scorecard and its measurables: the meeting policy decides (the
 * scorecard is its meeting's), and measurable owners and assistants must be licensed people
 * (never Observers) invited to the measurable's meetings.
 */
export function createScorecardAccess(db: TDb) {
  const repo = createScorecardsRepository(db);
  const rules = createItemRules(db);

  /** The scorecard the actor sees (404 otherwise, as for ids of another organisation). */
  async function visibleScorecard(actor: TItemActor, scorecardId: string, tx: TDbOrTx = db) {
    const scorecard = await repo.findScorecard(actor.orgId, scorecardId, tx);
    if (!scorecard || !meetingPolicy.canSee(actor, scorecard)) throw notFound('scorecard');
    return scorecard;
  }

  /** The scorecard the actor may change: it sees it, the role allows it, and it is not archived. */
  async function changeableScorecard(actor: TItemActor, scorecardId: string, tx: TDbOrTx = db) {
    const scorecard = await visibleScorecard(actor, scorecardId, tx);
    if (scorecard.isArchived) throw notFound('scorecard');
    if (!meetingPolicy.canChange(actor, scorecard)) throw forbidden(ITEM_TEXTS.cannotUseMeeting);
    return scorecard;
  }

  /** A measurable shown on this scorecard (404 otherwise). */
  async function measurableOn(
    scorecard: TScorecardRecord,
    orgId: string,
    measurableId: string,
    tx: TDbOrTx = db,
  ) {
    const record = await repo.findMeasurable(orgId, measurableId, tx);
    if (!record?.meetingIds.includes(scorecard.meetingId)) throw notFound('measurable');
    return record;
  }

  /**
   * Refuses an owner or assistant the measurable may not have (422 on the field): not a
   * licensed person of the organisation, an owner the caller may not assign (000 §6), or an
   * owner not invited to one of `meetings`.
   */
  async function checkPeople(
    actor: TItemActor,
    people: { ownerId: string; editorId?: string | null; currentOwnerId: string | null },
    meetings: readonly { inviteeIds: readonly string[] }[],
    tx: TDbOrTx = db,
  ) {
    const ids = [people.ownerId, ...(people.editorId ? [people.editorId] : [])];
    const roles = await repo.peopleRoles(actor.orgId, ids, tx);
    const isLicensed = (id: string) => Boolean(roles.get(id)) && roles.get(id) !== 'Observer';
    if (!isLicensed(people.ownerId)) throw invalidField('ownerId', SCORECARD_TEXTS.ownerNotInOrg);
    const assigner = { personId: actor.person.id, role: actor.person.role };
    if (!canAssignOwner(assigner, people.ownerId, people.currentOwnerId)) {
      throw invalidField('ownerId', ITEM_TEXTS.cannotAssign);
    }
    if (meetings.some((meeting) => !meeting.inviteeIds.includes(people.ownerId))) {
      throw invalidField('ownerId', ITEM_TEXTS.ownerNotInMeeting);
    }
    if (people.editorId && !isLicensed(people.editorId)) {
      throw invalidField('editorId', SCORECARD_TEXTS.editorUnlicensed);
    }
    if (people.editorId === people.ownerId) throw invalidField('editorId', SCORECARD_TEXTS.editorIsOwner);
  }

  /** The meetings a measurable goes on, each active and changeable by the actor (404/403 on `field`). */
  async function meetingsForMeasurable(
    actor: TItemActor,
    meetingIds: readonly string[],
    field: string,
    tx: TDbOrTx,
  ) {
    const meetings = [];
    for (const id of new Set(meetingIds)) meetings.push(await rules.meetingForNewItem(actor, id, field, tx));
    return meetings;
  }

  return { visibleScorecard, changeableScorecard, measurableOn, checkPeople, meetingsForMeasurable };
}
