import { PEOPLE_ENDPOINTS } from '@cairn/domain/orgs/people.endpoints';
import { LICENCE_ENDPOINTS } from '@cairn/domain/people/licences.endpoints';
import { outcomeUnknown } from './soak-client.ts';
import type { Person, TAction } from './soak-person.ts';
import { personProbe } from './soak-probes.ts';

/* Licences in the soak: Observers ask for one; their lead approves (and sets the role back later) or denies. */

type TUpgrade = 'None' | 'Pending' | 'Completed' | 'Denied' | 'unknown';

const upgradeOf = (person: Person) => (person.state.get('upgrade') as TUpgrade | undefined) ?? 'None';

export const LICENCE_ACTIONS: TAction[] = [
  {
    name: 'people: ask for a licence (observer)',
    area: 'people and invitations',
    weight: 0.4,
    when: (person) => person.isObserver && (upgradeOf(person) === 'None' || upgradeOf(person) === 'Denied'),
    run: async (person) => {
      try {
        await person.call(LICENCE_ENDPOINTS.requestUpgrade);
        person.state.set('upgrade', 'Pending');
      } catch (error) {
        if (outcomeUnknown(error)) person.state.set('upgrade', 'unknown');
        throw error;
      }
    },
  },
  {
    name: 'people: answer a licence request (lead)',
    area: 'people and invitations',
    weight: 1,
    when: (person) =>
      person.isLead &&
      person.teammates.some((mate) => mate.isObserver && ['Pending', 'Completed'].includes(upgradeOf(mate))),
    run: async (person) => {
      const observer = person.teammates.find((mate) => mate.isObserver) as Person;
      const params = { params: { personId: observer.personId, orgId: person.world.orgId } };
      const people = personProbe(person);
      try {
        if (upgradeOf(observer) === 'Completed') {
          // Approved earlier: a Member now; back to Free Observer (they only ever watch).
          const { person: changed } = await person.call(PEOPLE_ENDPOINTS.changeRole, {
            params: { id: observer.personId },
            body: { role: 'Observer' },
          });
          person.ack('person', observer.personId, people, {
            minVersion: changed.version,
            fields: { role: changed.role },
          });
          observer.state.set('upgrade', 'None');
          return;
        }
        const approve = person.chance(0.5);
        const { person: answered } = await person.call(
          approve ? LICENCE_ENDPOINTS.approveUpgrade : LICENCE_ENDPOINTS.denyUpgrade,
          params,
        );
        observer.state.set('upgrade', approve ? 'Completed' : 'Denied');
        person.ack('person', observer.personId, people, {
          minVersion: answered.version,
          fields: { role: answered.role },
        });
      } catch (error) {
        if (outcomeUnknown(error)) {
          observer.state.set('upgrade', 'unknown');
          person.ctx.ledger.unknown('person', observer.personId);
        }
        throw error;
      }
    },
  },
];
