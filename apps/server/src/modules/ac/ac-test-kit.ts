import { expect } from 'vitest';
import type { buildTeam } from '../../test/factories.ts';
import type { useTestApp } from '../../test/route-test.ts';

/** The Accountability Chart route tests' helpers: a new chart in a new folder, its seats, reading it back. */
export type TSeat = {
  id: string;
  parentId: string | null;
  isRoot: boolean;
  isLT: boolean;
  version: number;
  title: string;
  roles: string[];
};
export type TRevision = {
  id: string;
  collectionId: string;
  version: number;
  seats: TSeat[];
  canEdit: boolean;
};

type TTestApi = ReturnType<typeof useTestApp<Awaited<ReturnType<typeof buildTeam>>>>;

let counter = 0;
/** A name no other test of the file uses. */
export const fresh = (prefix: string) => `${prefix} ${Date.now()}-${counter++}`;

export function chartKit({ team, get, post, put }: TTestApi) {
  /** A new chart in a new folder, made by the Owner. */
  return async function newChart() {
    const folder = await post(team.owner.session, '/ac/collections', { title: fresh('Folder') });
    expect(folder.statusCode, folder.body).toBe(201);
    const collectionId = folder.json().collection.id as string;
    const made = await put(team.owner.session, `/ac/collection/${collectionId}/revision/create`, {
      title: 'Q1 chart',
    });
    expect(made.statusCode, made.body).toBe(200);
    const revision = made.json().revision as TRevision;
    const base = `/ac/collection/${collectionId}/revision/${revision.id}`;
    const root = revision.seats[0];
    const addSeat = async (body: object) => {
      const res = await put(team.owner.session, `${base}/create-seat`, { title: 'Seat', roles: [], ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().seat as TSeat;
    };
    const read = async () => (await get(team.owner.session, base)).json().revision as TRevision;
    return { collectionId, revision, base, root, addSeat, read };
  };
}
