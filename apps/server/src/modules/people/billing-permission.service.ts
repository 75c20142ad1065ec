import { displayName } from '@cairn/domain/people/display-name';
import { holdsLicense } from '@cairn/domain/people/licence';
import { LICENCE_TEXTS } from '@cairn/domain/people/people.constants';
import { and, eq, sql } from 'drizzle-orm';
import { runChange } from '../../db/run-change.ts';
import { people } from '../../db/schema/index.ts';
import { conflict, invalidField, notFound } from '../../http/errors.ts';
import type { TOrgActor, TOrgsDeps } from '../orgs/index.ts';
import { createOrgsRepository, createPeopleRepository } from '../orgs/index.ts';

/**
 * Billing permission (001: "Owner or a person with permission Update|Billing manages billing";
 * 002 §7 `DELETE person/{id}/permission/billing`). The Owner grants it to a paid person who has
 * joined and removes it; the Owner holds it by role. A repeat changes nothing and answers the
 * same. The person's sessions refresh through the person event.
 */
export function createBillingPermissionService(deps: TOrgsDeps) {
  const peopleRepo = createPeopleRepository(deps.db);
  const orgsRepo = createOrgsRepository(deps.db);

  async function set(actor: TOrgActor, personId: string, granted: boolean) {
    return runChange(deps, actor, async (tx, record) => {
      const person = await peopleRepo.find(actor.orgId, personId, tx);
      if (!person) throw notFound('person');
      const org = await orgsRepo.find(actor.orgId, tx);
      if (!org) throw notFound('organization');
      const isOwner = person.role === 'Owner' || org.ownerPersonId === person.id;
      if (isOwner) {
        if (granted) return { person, freeDomains: org.freeDomains, changed: false };
        throw invalidField('id', LICENCE_TEXTS.billingOwner);
      }
      if (granted && (!person.hasAccepted || !holdsLicense(person, org.freeDomains)))
        throw invalidField('id', LICENCE_TEXTS.billingOnlyPaid);
      if (person.hasBillingPermission === granted)
        return { person, freeDomains: org.freeDomains, changed: false };
      const [updated] = await tx
        .update(people)
        .set({ hasBillingPermission: granted, version: sql`${people.version} + 1`, updatedAt: new Date() })
        .where(and(eq(people.orgId, actor.orgId), eq(people.id, person.id)))
        .returning();
      if (!updated) throw conflict();
      await record({
        entityType: 'person',
        entityId: person.id,
        action: granted ? 'billingPermissionGranted' : 'billingPermissionRemoved',
        data: { name: displayName(person) },
        live: { verb: 'Updated', personIds: [person.id] },
      });
      return { person: updated, freeDomains: org.freeDomains, changed: true };
    });
  }

  return {
    grant: (actor: TOrgActor, personId: string) => set(actor, personId, true),
    remove: (actor: TOrgActor, personId: string) => set(actor, personId, false),
  };
}

export type TBillingPermissionService = ReturnType<typeof createBillingPermissionService>;
