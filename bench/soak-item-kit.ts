import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { TIdentity } from './soak-client.ts';
import { checker, type Person, type TOwned } from './soak-person.ts';
import { itemProbe } from './soak-probes.ts';

/*
 * What the four items' actions share (soak-todos.ts, soak-issues.ts, soak-rocks.ts,
 * soak-headlines.ts). The four items (rocks, to-dos, issues, headlines): each person makes them in
 * their team's meeting, edits, completes, reassigns and deletes their own (never another's: a delete under
 * someone's edit is a 404 the web would not make), reads and searches the team's lists. Leads
 * also work in the leadership team meeting: to-dos for two owners, issues moved between the two
 * meetings, rocks in both and delegated to a teammate, headlines cascaded.
 */

/** How many of each item a person keeps; past it they delete rather than make more. */
const CAP = 10;
type TItemKind = 'todo' | 'issue' | 'rock' | 'headline';

type TRow = { id: string; version: number; title: string };

/** Notes an acknowledged item write and keeps what the person saw of it. */
export function noteItem(person: Person, kind: TItemKind, row: TRow, who: TIdentity = checker(person)) {
  person.ack(kind, row.id, itemProbe(kind, who), { minVersion: row.version, fields: { title: row.title } });
  const mine = person.list(kind).find((owned) => owned.id === row.id);
  if (mine) {
    mine.version = row.version;
    mine.title = row.title;
  }
}

export function keep(person: Person, kind: TItemKind, row: TRow, extra: Record<string, unknown> = {}) {
  person.list(kind).push({ id: row.id, version: row.version, title: row.title, extra });
}

export const title = (person: Person, noun: string) =>
  `${noun} ${person.serial()} by ${person.seed.firstName}`;
export const edited = (owned: TOwned) =>
  `${owned.title.replace(/ \(edit \d+\)$/, '')} (edit ${Math.floor(owned.version ?? 0) + 1})`;

/** An item of this person's (with a known version: read again first when a write left it unknown). */
export async function mine(person: Person, kind: TItemKind): Promise<TOwned | undefined> {
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
export async function change(
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

export const has =
  (kind: TItemKind, atLeast = 1) =>
  (person: Person) =>
    person.writes && person.list(kind).length >= atLeast;
export const room = (kind: TItemKind) => (person: Person) => person.writes && person.list(kind).length < CAP;

export async function remove(person: Person, kind: TItemKind) {
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
