import { NOTICES } from '@cairn/domain/notifications/notices';
import { displayName } from '@cairn/domain/people/display-name';
import { UPGRADE_TEXTS } from '@cairn/domain/people/people.constants';
import { can } from '@cairn/domain/permissions/can';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TAfterCommit, type TRecord } from '../../db/run-change.ts';
import { orgs, people } from '../../db/schema/index.ts';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.ts';
import type { TRequestActor } from '../../types.ts';
import type { TOrgActor, TOrgsDeps } from '../orgs/index.ts';
import { createPeopleRepository, type TPersonRow } from '../orgs/index.ts';
import { ownPersonIn } from './person-preferences.routes.ts';

/** The copies of one person's request share this key, so answering marks them all. */
const subjectOf = (personId: string) => `upgrade:${personId}`;
/** The API paths (under /api/v2) the notification's Approve and Deny post to (000 §7). */
const upgradeUrls = (personId: string, orgId: string) => ({
  approvalUrl: `person/approveupgrade/${personId}/${orgId}`,
  denyUrl: `person/denyupgrade/${personId}/${orgId}`,
});

/**
 * Upgrade requests (000 §4, §6-§7; issue 15): a Free Observer asks for a licence, the Owner and
 * Admins are notified with Approve / Deny; approving makes the person a Member, denying records
 * it; the requester is told either way and their screen follows their new role live.
 */
export function createUpgradeRequestsService(deps: TOrgsDeps) {
  const { db } = deps;
  const peopleRepo = createPeopleRepository(db);

  /** The Owner and Admins of the organisation who have joined. */
  async function approvers(orgId: string, tx: TDbOrTx) {
    const rows = await tx
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.orgId, orgId), inArray(people.role, ['Owner', 'Admin'])));
    return rows.map((r) => r.id);
  }

  async function orgName(orgId: string, tx: TDbOrTx) {
    const [org] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
    return org?.name ?? '';
  }

  /** The approver's person in `orgId` (404 when not a member, 403 without the licence permission). */
  async function approver(actor: TRequestActor, orgId: string) {
    const own = await ownPersonIn(db, orgId, actor.userId);
    const [row] = await peopleRepo.list(orgId, [own.id]);
    if (!row || !can(row, 'license.update')) throw forbidden();
    return row;
  }

  /** Writes the answer: the status (and role), its events rows, the requester's notification. */
  async function answer(
    tx: TDbOrTx,
    record: TRecord,
    afterCommit: TAfterCommit,
    target: TPersonRow,
    approved: boolean,
  ) {
    const set = approved
      ? { upgradeRequestStatus: 'Completed' as const, role: 'Member' as const }
      : { upgradeRequestStatus: 'Denied' as const };
    const [updated] = await tx
      .update(people)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(people.id, target.id))
      .returning();
    if (!updated) throw conflict();
    const live = { verb: 'Updated' as const, personIds: [target.id] };
    await record({
      entityType: 'person',
      entityId: target.id,
      action: approved ? 'upgradeApproved' : 'upgradeDenied',
      orgId: target.orgId,
      live,
    });
    if (approved) {
      await record({
        entityType: 'person',
        entityId: target.id,
        action: 'roleChanged',
        orgId: target.orgId,
        data: { before: target.role, after: 'Member' },
        live,
      });
      afterCommit(() => deps.live.syncPersonRooms(target.orgId, target.id));
    }
    await deps.notifier.answered(tx, afterCommit, subjectOf(target.id));
    const org = await orgName(target.orgId, tx);
    await deps.notifier.toPeople(tx, afterCommit, target.orgId, [target.id], {
      kind: 'upgradeAnswer',
      orgId: target.orgId,
      ...NOTICES.upgradeAnswered(org, approved),
    });
    return updated;
  }

  /** Approves or denies person `personId`'s request in `orgId`; a repeat of the same answer changes nothing. */
  async function decide(actor: TRequestActor, personId: string, orgId: string, approved: boolean) {
    await approver(actor, orgId);
    return runChange(deps, { userId: actor.userId, orgId }, async (tx, record, afterCommit) => {
      const target = await peopleRepo.find(orgId, personId, tx);
      if (!target) throw notFound('person');
      const name = displayName(target);
      const status = target.upgradeRequestStatus;
      if (status === 'Completed') {
        if (approved) return { person: target, text: UPGRADE_TEXTS.alreadyApproved(name) };
        throw conflict(UPGRADE_TEXTS.alreadyApproved(name));
      }
      if (status === 'Denied' && !approved) return { person: target, text: UPGRADE_TEXTS.deniedNotice(name) };
      if (status === 'None' || target.role !== 'Observer') throw conflict(UPGRADE_TEXTS.noRequest(name));
      const person = await answer(tx, record, afterCommit, target, approved);
      return { person, text: approved ? UPGRADE_TEXTS.approved(name) : UPGRADE_TEXTS.deniedNotice(name) };
    });
  }

  return {
    /** `POST person/upgrade`: the caller (a Free Observer) asks; asking again while pending changes nothing. */
    async request(actor: TOrgActor) {
      return runChange(deps, actor, async (tx, record, afterCommit) => {
        const person = await peopleRepo.find(actor.orgId, actor.person.id, tx);
        if (!person) throw notFound('person');
        if (person.role !== 'Observer') throw invalidField('role', UPGRADE_TEXTS.onlyObservers);
        if (person.upgradeRequestStatus === 'Pending') return person;
        const [updated] = await tx
          .update(people)
          .set({ upgradeRequestStatus: 'Pending', updatedAt: new Date() })
          .where(eq(people.id, person.id))
          .returning();
        if (!updated) throw conflict();
        await record({
          entityType: 'person',
          entityId: person.id,
          action: 'upgradeRequested',
          live: { verb: 'Updated', personIds: [person.id] },
        });
        await deps.notifier.toPeople(tx, afterCommit, actor.orgId, await approvers(actor.orgId, tx), {
          kind: 'upgradeRequest',
          orgId: actor.orgId,
          ...NOTICES.upgradeRequested(displayName(person)),
          ...upgradeUrls(person.id, actor.orgId),
          subjectKey: subjectOf(person.id),
        });
        return updated;
      });
    },
    approve: (actor: TRequestActor, personId: string, orgId: string) => decide(actor, personId, orgId, true),
    deny: (actor: TRequestActor, personId: string, orgId: string) => decide(actor, personId, orgId, false),
  };
}

export type TUpgradeRequestsService = ReturnType<typeof createUpgradeRequestsService>;
