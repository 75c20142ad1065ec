import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { change, edited, has, keep, mine, noteItem, remove, room, title } from './soak-item-kit.ts';
import type { TAction } from './soak-person.ts';

/** Headlines in the soak: each person's own, in their team's meeting (see soak-item-kit.ts). */
export const HEADLINE_ACTIONS: TAction[] = [
  {
    name: 'headline: create',
    area: 'headlines',
    weight: 3,
    when: room('headline'),
    run: async (person) => {
      const answer = await person.call(HEADLINE_ENDPOINTS.create, {
        body: {
          title: title(person, 'Good news'),
          ownerId: person.personId,
          tractionId: person.team.meetingId,
        },
      });
      keep(person, 'headline', answer.headline);
      noteItem(person, 'headline', answer.headline);
    },
  },
  {
    name: 'headline: edit',
    area: 'headlines',
    weight: 2,
    when: has('headline'),
    run: async (person) => {
      const owned = await mine(person, 'headline');
      if (!owned) return;
      await change(
        person,
        'headline',
        owned,
        async () =>
          (
            await person.call(HEADLINE_ENDPOINTS.update, {
              params: { id: owned.id },
              body: { title: edited(owned), version: owned.version as number },
            })
          ).headline,
      );
    },
  },
  {
    name: 'headline: review or reassign',
    area: 'headlines',
    weight: 2,
    when: has('headline'),
    run: async (person) => {
      const owned = person.pick(person.list('headline'));
      if (!owned) return;
      await change(person, 'headline', owned, async () =>
        person.chance(0.8)
          ? (
              await person.call(HEADLINE_ENDPOINTS.review, {
                params: { id: owned.id },
                body: { status: person.pick(['ToReview', 'Reviewed', 'Pending'] as const) ?? 'Reviewed' },
              })
            ).headline
          : (
              await person.call(HEADLINE_ENDPOINTS.reassign, {
                params: { id: owned.id },
                body: { ownerId: person.personId },
              })
            ).headline,
      );
    },
  },
  {
    name: 'headline: cascade',
    area: 'headlines',
    weight: 0.7,
    when: (person) => person.isLead && has('headline')(person),
    run: async (person) => {
      const owned = person.pick(person.list('headline'));
      const mate = person.pick(person.teammates.filter((m) => m !== person && m.writes));
      if (!owned || !mate) return;
      const answer = await person.call(HEADLINE_ENDPOINTS.cascade, {
        body: {
          headlineId: owned.id,
          targets: [{ ownerId: mate.personId, tractionIds: [person.team.meetingId] }],
        },
      });
      for (const copy of answer.headlines) noteItem(person, 'headline', copy);
    },
  },
  {
    name: 'headline: delete',
    area: 'headlines',
    weight: 1.5,
    when: has('headline', 4),
    run: (person) => remove(person, 'headline'),
  },
  {
    name: 'headlines: read the team list',
    area: 'headlines',
    weight: 2,
    run: async (person) => {
      await person.call(HEADLINE_ENDPOINTS.search, {
        body: { startIndex: 0, endIndex: 100, filters: { 'traction-ids': [person.team.meetingId] } },
      });
    },
  },
];
