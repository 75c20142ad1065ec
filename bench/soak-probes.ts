import type { TEndpoint, TEndpointAnswer, TEndpointInput } from '@cairn/domain/common/endpoint';
import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { PEOPLE_ENDPOINTS } from '@cairn/domain/orgs/people.endpoints';
import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import type { SoakApi, TIdentity } from './soak-client.ts';
import type { TProbe, TSeen } from './soak-ledger.ts';
import { checker, type Person } from './soak-person.ts';

/*
 * How the check after a restart reads rows back (soak-ledger.ts): the four items in batches by
 * ids, everything else by the GET the web reads it with.
 */

type TItemKind = 'todo' | 'issue' | 'rock' | 'headline';

type TItemRow = { id: string; version: number; title: string };

/** Items by ids as `who` sees them (the Owner sees every meeting's; a personal to-do only its owner). */
export function itemProbe(kind: TItemKind, who: TIdentity): TProbe {
  const read = async (api: SoakApi, ids: string[]): Promise<TItemRow[]> => {
    const query = { query: { ids: ids.join(',') } };
    switch (kind) {
      case 'todo':
        return (await api.call(who, TODO_ENDPOINTS.list, query)).todos;
      case 'issue':
        return (await api.call(who, ISSUE_ENDPOINTS.list, query)).issues;
      case 'rock':
        return (await api.call(who, ROCK_ENDPOINTS.list, query)).rocks;
      case 'headline':
        return (await api.call(who, HEADLINE_ENDPOINTS.list, query)).headlines;
    }
  };
  return {
    type: 'many',
    group: `${kind}|${who.token}`,
    fetch: async (api, ids) => {
      const seen = new Map<string, TSeen>();
      for (const row of await read(api, ids))
        seen.set(row.id, { version: row.version, fields: { title: row.title } });
      return seen;
    },
  };
}

/**
 * A row picked out of one GET's answer: the GET is made once per check for every row that names
 * the same `key` (a chart for all its seats, a scorecard for its measurables and values).
 */
export function oneProbe<E extends TEndpoint>(
  key: string,
  who: TIdentity,
  endpoint: E,
  input: TEndpointInput<E>,
  pick: (answer: TEndpointAnswer<E>) => TSeen | null,
): TProbe {
  return {
    type: 'one',
    key: `${key}|${who.token}`,
    fetch: (api) => api.call(who, endpoint, ...([input] as [TEndpointInput<E>])),
    pick: (answer) => pick(answer as TEndpointAnswer<E>),
  };
}

/** People by ids as the Owner reads them. */
export function personProbe(person: Person): TProbe {
  const who = checker(person);
  return {
    type: 'many',
    group: `person|${who.token}`,
    fetch: async (api, ids) => {
      const { people } = await api.call(who, PEOPLE_ENDPOINTS.list, { query: { ids: ids.join(',') } });
      return new Map(people.map((p) => [p.id, { version: p.version, fields: { role: p.role } }]));
    },
  };
}
