import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { change, edited, has, keep, mine, noteItem, remove, room, title } from './soak-item-kit.ts';
import type { TAction } from './soak-person.ts';

/** Issues in the soak: each person's own, in their team's meeting (see soak-item-kit.ts). */
export const ISSUE_ACTIONS: TAction[] = [
  {
    name: 'issue: create',
    area: 'issues',
    weight: 4,
    when: room('issue'),
    run: async (person) => {
      const tractionId =
        person.isLead && person.chance(0.3) ? person.world.ltMeetingId : person.team.meetingId;
      const answer = await person.call(ISSUE_ENDPOINTS.create, {
        body: { title: title(person, 'Discuss'), ownerId: person.personId, tractionId },
      });
      if (!('issue' in answer)) return;
      keep(person, 'issue', answer.issue, { tractionId });
      noteItem(person, 'issue', answer.issue);
    },
  },
  {
    name: 'issue: edit',
    area: 'issues',
    weight: 3,
    when: has('issue'),
    run: async (person) => {
      const owned = await mine(person, 'issue');
      if (!owned) return;
      await change(
        person,
        'issue',
        owned,
        async () =>
          (
            await person.call(ISSUE_ENDPOINTS.update, {
              params: { id: owned.id },
              body: {
                title: edited(owned),
                ownerId: person.personId,
                status: person.chance(0.2) ? 'Solved' : undefined,
                version: owned.version as number,
              },
            })
          ).issue,
      );
    },
  },
  {
    name: 'issue: solve or status',
    area: 'issues',
    weight: 2.5,
    when: has('issue'),
    run: async (person) => {
      const owned = person.pick(person.list('issue'));
      if (!owned) return;
      const version = person.chance(0.5) ? owned.version : undefined;
      await change(person, 'issue', owned, async () =>
        person.chance(0.6)
          ? (
              await person.call(ISSUE_ENDPOINTS.solve, {
                params: { id: owned.id },
                body: { isSolved: person.chance(0.5), version },
              })
            ).issue
          : (
              await person.call(ISSUE_ENDPOINTS.setStatus, {
                params: { id: owned.id },
                body: { status: person.chance(0.5) ? 'Open' : 'Solved', version },
              })
            ).issue,
      );
    },
  },
  {
    name: 'issue: reassign',
    area: 'issues',
    weight: 0.7,
    when: has('issue'),
    run: async (person) => {
      const owned = person.pick(person.list('issue'));
      if (!owned) return;
      await change(
        person,
        'issue',
        owned,
        async () =>
          (
            await person.call(ISSUE_ENDPOINTS.reassign, {
              params: { id: owned.id },
              body: { ownerId: person.personId },
            })
          ).issue,
      );
    },
  },
  {
    name: 'issue: move to the other meeting',
    area: 'issues',
    weight: 1,
    when: (person) => person.isLead && has('issue')(person),
    run: async (person) => {
      const owned = person.pick(person.list('issue'));
      if (!owned) return;
      const from = owned.extra?.tractionId;
      const destinationId =
        from === person.world.ltMeetingId ? person.team.meetingId : person.world.ltMeetingId;
      if (person.chance(0.3))
        await person.call(ISSUE_ENDPOINTS.moveDestinations, {
          params: { id: owned.id },
          query: { ownerId: person.personId },
        });
      await change(person, 'issue', owned, async () => {
        const answer = await person.call(ISSUE_ENDPOINTS.move, {
          params: { id: owned.id },
          body: {
            destinationId,
            ownerId: person.personId,
            sourceType: 'meeting',
            destinationType: 'meeting',
          },
        });
        owned.extra = { ...owned.extra, tractionId: destinationId };
        return answer.issue;
      });
    },
  },
  {
    name: 'issue: delete',
    area: 'issues',
    weight: 1.5,
    when: has('issue', 4),
    run: (person) => remove(person, 'issue'),
  },
  {
    name: 'issues: read the team list',
    area: 'issues',
    weight: 3,
    run: async (person) => {
      await person.call(ISSUE_ENDPOINTS.search, {
        body: {
          startIndex: 0,
          endIndex: 100,
          filters: { status: ['Open'], 'traction-ids': [person.team.meetingId] },
        },
      });
    },
  },
];
