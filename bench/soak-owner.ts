import { ACCOUNT_ENDPOINTS } from '@cairn/domain/account/account.endpoints';
import { ORG_ENDPOINTS } from '@cairn/domain/orgs/orgs.endpoints';
import { PEOPLE_ENDPOINTS } from '@cairn/domain/orgs/people.endpoints';
import { LICENCE_ENDPOINTS } from '@cairn/domain/people/licences.endpoints';
import { PLATFORM_ENDPOINTS } from '@cairn/domain/platform/platform.endpoints';
import { outcomeUnknown } from './soak-client.ts';
import { checker, type Person, type TAction } from './soak-person.ts';
import { oneProbe } from './soak-probes.ts';

/*
 * The Owner's desk in the soak: the Owner (one person at a time, the role moving to a lead and
 * back) edits the organisation, its free domains and billing permissions, and hands ownership
 * over; person 0, the instance administrator, flips a feature flag.
 */

/** Runs `work` at the Owner's desk, as whoever is the Owner now (one Owner action at a time). */
const atOwnerDesk = (work: (owner: Person) => Promise<unknown>) => (person: Person) =>
  person.ctx.ownerDesk.run(async () => {
    const owner = person.ctx.people[person.ctx.owner.index] as Person;
    if (owner !== person) return;
    await work(owner);
  });

export const OWNER_ACTIONS: TAction[] = [
  {
    name: 'owner: organisation settings',
    area: 'organisation',
    weight: 3,
    when: (person) => person.isOwner,
    run: atOwnerDesk(async (owner) => {
      const { org } = await owner.call(ORG_ENDPOINTS.get, { params: { id: owner.world.orgId } });
      const answer = await owner.call(ORG_ENDPOINTS.update, {
        params: { id: org.id },
        body: {
          name: org.name === 'Soak Company' ? 'Soak Company Ltd' : 'Soak Company',
          themeColor: owner.chance(0.5) ? '#1c7ed6' : '#ff7900',
          website: 'soak.example',
          version: org.version,
        },
      });
      owner.ack(
        'org',
        org.id,
        oneProbe(`org:${org.id}`, checker(owner), ORG_ENDPOINTS.get, { params: { id: org.id } }, (a) => ({
          version: a.org.version,
        })),
        { minVersion: answer.org.version },
      );
    }),
  },
  {
    name: 'owner: free domains and billing',
    area: 'organisation',
    weight: 2,
    when: (person) => person.isOwner,
    run: atOwnerDesk(async (owner) => {
      if (owner.chance(0.5)) {
        // A domain none of the 200 people has: no licence changes under anyone's feet.
        const domains = owner.chance(0.5) ? ['free-soak.example'] : [];
        const answer = await owner.call(LICENCE_ENDPOINTS.setFreeDomains, { body: { domains } });
        owner.ack(
          'free domains',
          owner.world.orgId,
          oneProbe(`free domains`, checker(owner), LICENCE_ENDPOINTS.freeDomains, {}, (a) => ({
            fields: { domains: a.domains },
          })),
          { fields: { domains: answer.domains } },
        );
        return;
      }
      const lead = owner.pick(owner.ctx.people.filter((p) => p.isLead && p !== owner)) as Person | undefined;
      if (!lead) return;
      if (owner.chance(0.5))
        await owner.call(LICENCE_ENDPOINTS.grantBilling, { params: { id: lead.personId } });
      else await owner.call(LICENCE_ENDPOINTS.removeBilling, { params: { id: lead.personId } });
    }),
  },
  {
    name: 'owner: hand over ownership',
    area: 'organisation',
    weight: 0.5,
    when: (person) => person.isOwner && person.ctx.people.filter((p) => p.isLead).length > 1,
    run: atOwnerDesk(async (owner) => {
      // Person 0 hands it to a lead; the lead hands it back.
      const to =
        owner.seed.index === 0
          ? (owner.pick(owner.ctx.people.filter((p) => p.isLead && p.seed.index !== 0)) as Person)
          : (owner.ctx.people[0] as Person);
      try {
        await owner.call(PEOPLE_ENDPOINTS.transferOwnership, { params: { id: to.personId } });
        owner.ctx.owner.index = to.seed.index;
      } catch (error) {
        // Who is the Owner now is not known: nobody acts as Owner any more (the rest goes on).
        if (outcomeUnknown(error)) owner.ctx.owner.index = -1;
        throw error;
      }
    }),
  },
  {
    name: 'owner: feature flag (instance administrator)',
    area: 'organisation',
    weight: 0.05,
    when: (person) => person.seed.index === 0,
    run: async (person) => {
      const value = person.chance(0.5);
      const answer = await person.call(PLATFORM_ENDPOINTS.setFeatureFlags, {
        body: { featureFlags: { ChatBot: value } },
      });
      person.ack(
        'feature flag',
        'ChatBot',
        oneProbe('feature flags', person.who, PLATFORM_ENDPOINTS.featureFlags, {}, (a) => ({
          fields: { ChatBot: a.featureFlags.ChatBot },
        })),
        { fields: { ChatBot: answer.featureFlags.ChatBot } },
      );
    },
  },
  {
    name: 'organisation: read',
    area: 'organisation',
    weight: 0.5,
    run: async (person) => {
      const draw = person.random();
      if (draw < 0.3) await person.call(ORG_ENDPOINTS.listMine);
      else if (draw < 0.5) await person.call(PEOPLE_ENDPOINTS.list);
      else if (draw < 0.7)
        await person.call(PEOPLE_ENDPOINTS.search, {
          body: { startIndex: 0, endIndex: 50, filters: { 'traction-ids': [person.team.meetingId] } },
        });
      else if (draw < 0.8) await person.call(LICENCE_ENDPOINTS.seatCount);
      else if (draw < 0.9)
        await person.call(ACCOUNT_ENDPOINTS.accountUsers, { params: { id: person.seed.userId } });
      else await person.call(PLATFORM_ENDPOINTS.featureFlags);
    },
  },
];
