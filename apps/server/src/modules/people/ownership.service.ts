import { NOTICES } from '@cairn/domain/notifications/notices';
import { displayName } from '@cairn/domain/people/display-name';
import { holdsLicense } from '@cairn/domain/people/licence';
import { OWNERSHIP_TEXTS } from '@cairn/domain/people/people.constants';
import { eq } from 'drizzle-orm';
import { runChange } from '../../db/run-change.ts';
import { orgs } from '../../db/schema/index.ts';
import { conflict, invalidField, notFound } from '../../http/errors.ts';
import type { TOrgActor, TOrgsDeps } from '../orgs/index.ts';
import { createOrgsRepository, createPeopleRepository } from '../orgs/index.ts';

/**
 * Ownership transfer (001 §6-§8): the Owner hands the Owner level to a paid person who has
 * accepted and is not themselves; the previous Owner becomes an Admin (and so loses the Billing
 * pages). One transaction; both people's rooms follow their new roles after commit.
 */
export function createOwnershipService(deps: TOrgsDeps) {
  const { db } = deps;
  const peopleRepo = createPeopleRepository(db);
  const orgsRepo = createOrgsRepository(db);

  return {
    async transfer(actor: TOrgActor, personId: string) {
      return runChange(deps, actor, async (tx, record, afterCommit) => {
        const target = await peopleRepo.find(actor.orgId, personId, tx);
        if (!target) throw notFound('person');
        const org = await orgsRepo.find(actor.orgId, tx);
        if (!org) throw notFound('organization');
        if (org.ownerPersonId !== actor.person.id)
          throw conflict('You are no longer the owner of this organization.');
        if (target.id === actor.person.id) throw invalidField('id', OWNERSHIP_TEXTS.notSelf);
        if (!target.hasAccepted || !target.userId) throw invalidField('id', OWNERSHIP_TEXTS.notAccepted);
        if (!holdsLicense(target, org.freeDomains)) throw invalidField('id', OWNERSHIP_TEXTS.notPaid);

        const previous = await peopleRepo.setRole(actor.orgId, actor.person.id, 'Admin', undefined, tx);
        const next = await peopleRepo.setRole(actor.orgId, target.id, 'Owner', undefined, tx);
        if (!previous || !next) throw conflict();
        await tx
          .update(orgs)
          .set({ ownerPersonId: target.id, updatedAt: new Date() })
          .where(eq(orgs.id, actor.orgId));
        await record({
          entityType: 'org',
          entityId: actor.orgId,
          action: 'ownerChanged',
          data: { before: actor.person.id, after: target.id },
          live: { verb: 'Updated' },
        });
        for (const [person, before] of [
          [next, target.role],
          [previous, 'Owner'],
        ] as const) {
          await record({
            entityType: 'person',
            entityId: person.id,
            action: 'roleChanged',
            data: { before, after: person.role },
            live: { verb: 'Updated', personIds: [person.id] },
          });
          afterCommit(() => deps.live.syncPersonRooms(actor.orgId, person.id));
        }
        const newOwnerName = displayName(next);
        await deps.notifier.toPeople(tx, afterCommit, actor.orgId, [next.id], {
          kind: 'ownershipTransferred',
          orgId: actor.orgId,
          ...NOTICES.ownershipReceived(org.name),
        });
        await deps.notifier.toPeople(tx, afterCommit, actor.orgId, [previous.id], {
          kind: 'ownershipTransferred',
          orgId: actor.orgId,
          ...NOTICES.ownershipGiven(org.name, newOwnerName),
        });
        return { person: next, previousOwnerId: actor.person.id };
      });
    },
  };
}

export type TOwnershipService = ReturnType<typeof createOwnershipService>;
