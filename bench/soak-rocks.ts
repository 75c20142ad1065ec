import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import { change, edited, has, keep, mine, noteItem, remove, room, title } from './soak-item-kit.ts';
import type { TAction } from './soak-person.ts';
import { dayFromNow } from './soak-world.ts';

/** Rocks in the soak: each person's own, in their team's meeting (see soak-item-kit.ts). */
export const ROCK_ACTIONS: TAction[] = [
  {
    name: 'rock: create',
    area: 'rocks',
    weight: 2,
    when: room('rock'),
    run: async (person) => {
      const both = person.isLead && person.chance(0.5);
      const tractionIds = both ? [person.team.meetingId, person.world.ltMeetingId] : [person.team.meetingId];
      const mate = person.isLead
        ? person.pick(person.teammates.filter((m) => m !== person && m.writes))
        : undefined;
      const answer = await person.call(ROCK_ENDPOINTS.create, {
        body: {
          title: title(person, 'Launch'),
          ownerId: person.personId,
          dueDate: dayFromNow(60),
          type: both ? 'company' : 'team',
          tractionIds,
          delegated:
            mate && person.chance(0.5)
              ? [{ tractionId: person.team.meetingId, type: 'team', ownerId: mate.personId }]
              : undefined,
        },
      });
      keep(person, 'rock', answer.rock, { tractionIds });
      noteItem(person, 'rock', answer.rock);
      for (const delegate of answer.delegates) noteItem(person, 'rock', delegate);
    },
  },
  {
    name: 'rock: edit',
    area: 'rocks',
    weight: 2,
    when: has('rock'),
    run: async (person) => {
      const owned = await mine(person, 'rock');
      if (!owned) return;
      const tractionIds = (owned.extra?.tractionIds as string[] | undefined) ?? [person.team.meetingId];
      await change(
        person,
        'rock',
        owned,
        async () =>
          (
            await person.call(ROCK_ENDPOINTS.update, {
              params: { id: owned.id },
              body: {
                title: edited(owned),
                ownerId: person.personId,
                dueDate: dayFromNow(30 + Math.floor(person.random() * 60)),
                type: tractionIds.length > 1 ? 'company' : 'team',
                tractionIds,
                status: person.chance(0.3) ? 'OffTrack' : undefined,
                version: owned.version as number,
              },
            })
          ).rock,
      );
    },
  },
  {
    name: 'rock: status or complete',
    area: 'rocks',
    weight: 2.5,
    when: has('rock'),
    run: async (person) => {
      const owned = person.pick(person.list('rock'));
      if (!owned) return;
      const version = person.chance(0.5) ? owned.version : undefined;
      await change(person, 'rock', owned, async () =>
        person.chance(0.6)
          ? (
              await person.call(ROCK_ENDPOINTS.setStatus, {
                params: { id: owned.id },
                body: {
                  status: person.pick(['OnTrack', 'OffTrack', 'Done', 'NotDone'] as const) ?? 'OnTrack',
                  version,
                },
              })
            ).rock
          : (
              await person.call(ROCK_ENDPOINTS.complete, {
                params: { id: owned.id },
                body: { isComplete: person.chance(0.5), version },
              })
            ).rock,
      );
    },
  },
  {
    name: 'rock: reassign',
    area: 'rocks',
    weight: 0.5,
    when: has('rock'),
    run: async (person) => {
      const owned = person.pick(person.list('rock'));
      if (!owned) return;
      await change(
        person,
        'rock',
        owned,
        async () =>
          (
            await person.call(ROCK_ENDPOINTS.reassign, {
              params: { id: owned.id },
              body: { ownerId: person.personId },
            })
          ).rock,
      );
    },
  },
  {
    name: 'rock: off the leadership meeting',
    area: 'rocks',
    weight: 0.7,
    when: (person) =>
      person.isLead &&
      person.list('rock').some((row) => ((row.extra?.tractionIds as string[] | undefined)?.length ?? 0) > 1),
    run: async (person) => {
      const owned = person.pick(
        person
          .list('rock')
          .filter((row) => ((row.extra?.tractionIds as string[] | undefined)?.length ?? 0) > 1),
      );
      if (!owned) return;
      const answer = await person.writing('rock', owned.id, () =>
        person.call(ROCK_ENDPOINTS.removeInMeeting, {
          params: { meetingId: person.world.ltMeetingId },
          body: { rockIds: [owned.id] },
        }),
      );
      // The answer names the rocks that left the meeting; the rock itself is read again next time.
      owned.version = undefined;
      if (answer.removedIds.includes(owned.id)) owned.extra = { tractionIds: [person.team.meetingId] };
    },
  },
  {
    name: 'rock: delete',
    area: 'rocks',
    weight: 1,
    when: has('rock', 3),
    run: (person) => remove(person, 'rock'),
  },
  {
    name: 'rocks: read the team list',
    area: 'rocks',
    weight: 2,
    run: async (person) => {
      await person.call(ROCK_ENDPOINTS.search, {
        body: { startIndex: 0, endIndex: 100, filters: { 'traction-ids': [person.team.meetingId] } },
      });
      // Delegates of one of the person's own rocks: a rock picked from the list could be deleted
      // by a teammate before the read (a 404 the soak would count as an error; 30 min on PostgreSQL
      // met it once).
      const rock = person.pick(person.list('rock'));
      if (rock && person.chance(0.3))
        await person.call(ROCK_ENDPOINTS.delegates, { params: { id: rock.id } });
    },
  },
];
