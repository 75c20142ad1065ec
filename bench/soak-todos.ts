import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import { change, edited, has, keep, mine, noteItem, remove, room, title } from './soak-item-kit.ts';
import type { TAction } from './soak-person.ts';
import { dayFromNow } from './soak-world.ts';

/** To-dos in the soak: each person's own, in their team's meeting (see soak-item-kit.ts). */
export const TODO_ACTIONS: TAction[] = [
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
