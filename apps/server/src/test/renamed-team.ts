import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.ts';
import { buildMember } from './factories.ts';
import { callAs } from './route-test.ts';

/** The Owner's organisation renames Rock and To-Do (issue 33); a member reads English, one German. */
export async function renamedTeam(app: Parameters<typeof callAs>[0]) {
  const owner = await buildMember(app.db);
  const renamed = await callAs(app, owner.session, 'PUT', '/org/terms', {
    terms: { rock: { singular: 'Goal', plural: 'Goals' }, todo: { singular: 'Action', plural: 'Actions' } },
  });
  expect(renamed.statusCode).toBe(200);
  const english = await buildMember(app.db, 'Member', owner.orgId);
  const german = await buildMember(app.db, 'Member', owner.orgId);
  await app.db.update(users).set({ userLocale: 'de' }).where(eq(users.id, german.user.id));
  return { owner, english, german };
}
