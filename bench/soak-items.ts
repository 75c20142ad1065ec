import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TIdentity } from './soak-client.ts';
import type { Person, TAction, TOwned } from './soak-person.ts';
import { itemProbe } from './soak-probes.ts';
import { dayFromNow } from './soak-world.ts';

/*
 * The four items (rocks, to-dos, issues, headlines): each person makes them in their team's
 * meeting, edits, completes, reassigns and deletes their own (never another's: a delete under
 * someone's edit is a 404 the web would not make), reads and searches the team's lists. Leads
 * also work in the leadership team meeting: to-dos for two owners, issues moved between the two
 * meetings, rocks in both and delegated to a teammate, headlines cascaded.
 */

/** How many of each item a person keeps; past it they delete rather than make more. */
const CAP = 10;
const ITEM_KINDS = ['todo', 'issue', 'rock', 'headline'] as const;
type TItemKind = (typeof ITEM_KINDS)[number];

/** The Owner reads every meeting item back (person 0 sees all meetings, as Owner or Admin). */
const checker = (person: Person): TIdentity => (person.world.people[0] as { who: TIdentity }).who;

type TRow = { id: string; version: number; title: string };

/** Notes an acknowledged item write and keeps what the person saw of it. */
function noteItem(person: Person, kind: TItemKind, row: TRow, who: TIdentity = checker(person)) {
  person.ack(kind, row.id, itemProbe(kind, who), { minVersion: row.version, fields: { title: row.title } });
  const mine = person.list(kind).find((owned) => owned.id === row.id);
  if (mine) {
    mine.version = row.version;
    mine.title = row.title;
  }
}

function keep(person: Person, kind: TItemKind, row: TRow, extra: Record<string, unknown> = {}) {
  person.list(kind).push({ id: row.id, version: row.version, title: row.title, extra });
}

const title = (person: Person, noun: string) => `${noun} ${person.serial()} by ${person.seed.firstName}`;
const edited = (owned: TOwned) =>
  `${owned.title.replace(/ \(edit \d+\)$/, '')} (edit ${Math.floor(owned.version ?? 0) + 1})`;

/** An item of this person's (with a known version: read again first when a write left it unknown). */
async function mine(person: Person, kind: TItemKind): Promise<TOwned | undefined> {
  const owned = person.pick(person.list(kind));
  if (!owned || owned.version !== undefined) return owned;
  const params = { params: { id: owned.id } };
  const row =
    kind === 'todo'
      ? (await person.call(TODO_ENDPOINTS.get, params)).todo
      : kind === 'issue'
        ? (await person.call(ISSUE_ENDPOINTS.get, params)).issue
        : kind === 'rock'
          ? (await person.call(ROCK_ENDPOINTS.get, params)).rock
          : (await person.call(HEADLINE_ENDPOINTS.get, params)).headline;
  owned.version = row.version;
  owned.title = row.title;
  return owned;
}

/**
 * Runs a write to one of the person's items: its version is forgotten on any refusal (read again
 * next time), and an item whose delete may or may not have happened is forgotten altogether.
 */
async function change(
  person: Person,
  kind: TItemKind,
  owned: TOwned,
  work: () => Promise<TRow>,
  options: { who?: TIdentity; deleting?: boolean } = {},
) {
  try {
    const row = await person.writing(kind, owned.id, work, () => person.drop(kind, owned.id));
    noteItem(person, kind, row, options.who);
  } catch (error) {
    owned.version = undefined;
    throw error;
  }
}

const has =
  (kind: TItemKind, atLeast = 1) =>
  (person: Person) =>
    person.writes && person.list(kind).length >= atLeast;
const room = (kind: TItemKind) => (person: Person) => person.writes && person.list(kind).length < CAP;

async function remove(person: Person, kind: TItemKind) {
  const owned = person.pick(person.list(kind));
  if (!owned) return;
  const who = owned.extra?.personal ? person.who : checker(person);
  const probe = itemProbe(kind, who);
  const params = { params: { id: owned.id } };
  await person.writing(
    kind,
    owned.id,
    async () => {
      if (kind === 'todo') await person.call(TODO_ENDPOINTS.remove, params);
      else if (kind === 'issue') await person.call(ISSUE_ENDPOINTS.remove, params);
      else if (kind === 'headline') await person.call(HEADLINE_ENDPOINTS.remove, params);
      else {
        const answer = await person.call(ROCK_ENDPOINTS.remove, {
          params: { id: owned.id, flag: person.chance(0.5) ? 'true' : 'false' },
        });
        for (const id of answer.removedIds) person.ack('rock', id, probe, { gone: true });
      }
    },
    () => person.drop(kind, owned.id),
  );
  person.ack(kind, owned.id, probe, { gone: true });
  person.drop(kind, owned.id);
}

const TODO_ACTIONS: TAction[] = [
  {
    name: 'todo: create',
    area: 'to-dos',
    weight: 5,
    when: room('todo'),
    run: async (person) => {
      const both = person.isLead && person.chance(0.3);
      const other = person.pick(person.teammates.filter((mate) => mate !== person && mate.writes));
      const answer = await person.call(TODO_ENDPOINTS.create, {
        body: {
          title: title(person, 'Call back'),
          ownerIds: both && other ? [person.personId, other.personId] : [person.personId],
          tractionId: person.team.meetingId,
          dueDate: dayFromNow(Math.floor(person.random() * 20) - 5),
        },
      });
      for (const todo of answer.todos) {
        keep(person, 'todo', todo);
        noteItem(person, 'todo', todo);
      }
    },
  },
  {
    name: 'todo: create personal',
    area: 'to-dos',
    weight: 1.5,
    when: room('todo'),
    run: async (person) => {
      const answer = await person.call(TODO_ENDPOINTS.createPersonal, {
        body: { title: title(person, 'Remember'), dueDate: dayFromNow(3) },
      });
      keep(person, 'todo', answer.todo, { personal: true });
      noteItem(person, 'todo', answer.todo, person.who);
    },
  },
  {
    name: 'todo: edit',
    area: 'to-dos',
    weight: 4,
    when: has('todo'),
    run: async (person) => {
      const owned = await mine(person, 'todo');
      if (!owned) return;
      const who = owned.extra?.personal ? person.who : undefined;
      await change(
        person,
        'todo',
        owned,
        async () =>
          (
            await person.call(TODO_ENDPOINTS.update, {
              params: { id: owned.id },
              body: {
                title: edited(owned),
                dueDate: dayFromNow(Math.floor(person.random() * 14)),
                contentHtml: person.chance(0.3)
                  ? '<p>Notes from the call: <strong>follow up</strong></p>'
                  : undefined,
                version: owned.version as number,
              },
            })
          ).todo,
        { who },
      );
    },
  },
  {
    name: 'todo: complete or status',
    area: 'to-dos',
    weight: 3,
    when: has('todo'),
    run: async (person) => {
      const owned = person.pick(person.list('todo'));
      if (!owned) return;
      const who = owned.extra?.personal ? person.who : undefined;
      const version = person.chance(0.5) ? owned.version : undefined;
      await change(
        person,
        'todo',
        owned,
        async () =>
          person.chance(0.6)
            ? (
                await person.call(TODO_ENDPOINTS.complete, {
                  params: { id: owned.id },
                  body: { isComplete: person.chance(0.6), version },
                })
              ).todo
            : (
                await person.call(TODO_ENDPOINTS.setStatus, {
                  params: { id: owned.id },
                  body: {
                    status: person.pick(['Pending', 'Done', 'NotDone'] as const) ?? 'Pending',
                    version,
                  },
                })
              ).todo,
        { who },
      );
    },
  },
  {
    name: 'todo: reassign',
    area: 'to-dos',
    weight: 1,
    when: has('todo'),
    run: async (person) => {
      const owned = person.pick(person.list('todo').filter((row) => !row.extra?.personal));
      if (!owned) return;
      // Members may give an item only to themselves (or leave it with its owner); leads to anyone invited.
      const to = person.isLead
        ? (person.pick(person.teammates.filter((mate) => mate.writes)) ?? person)
        : person;
      await change(
        person,
        'todo',
        owned,
        async () =>
          (
            await person.call(TODO_ENDPOINTS.reassign, {
              params: { id: owned.id },
              body: { ownerId: to.personId },
            })
          ).todo,
      );
    },
  },
  {
    name: 'todo: delete',
    area: 'to-dos',
    weight: 2,
    when: has('todo', 4),
    run: (person) => remove(person, 'todo'),
  },
  {
    name: 'todos: read the team list',
    area: 'to-dos',
    weight: 4,
    run: async (person) => {
      const answer = await person.call(TODO_ENDPOINTS.search, {
        body: {
          startIndex: 0,
          endIndex: 100,
          includeTotalCount: true,
          filters: { status: ['Pending', 'NotDone'], 'traction-ids': [person.team.meetingId] },
        },
      });
      const first = person.pick(answer.items);
      if (first && person.chance(0.3)) await person.call(TODO_ENDPOINTS.get, { params: { id: first.id } });
    },
  },
];

const ISSUE_ACTIONS: TAction[] = [
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

const ROCK_ACTIONS: TAction[] = [
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
      const answer = await person.call(ROCK_ENDPOINTS.search, {
        body: { startIndex: 0, endIndex: 100, filters: { 'traction-ids': [person.team.meetingId] } },
      });
      const rock = person.pick(answer.items);
      if (rock && person.chance(0.3))
        await person.call(ROCK_ENDPOINTS.delegates, { params: { id: rock.id } });
    },
  },
];

const HEADLINE_ACTIONS: TAction[] = [
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

export const ITEM_ACTIONS: TAction[] = [
  ...TODO_ACTIONS,
  ...ISSUE_ACTIONS,
  ...ROCK_ACTIONS,
  ...HEADLINE_ACTIONS,
];
