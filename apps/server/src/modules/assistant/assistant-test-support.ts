import type { TDb } from '../../db/client.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';

/**
 * Another organisation whose meeting holds a "budget" to-do: what the assistant's tools must
 * never find for the team under test, however the prompt asks (tests only).
 */
export async function buildRivalWithBudget(db: TDb) {
  const stranger = await buildMember(db);
  const secret = await buildMeeting(db, stranger.orgId, {
    ownerPersonId: stranger.person.id,
    title: 'Secret Board',
  });
  await buildTodo(db, stranger.orgId, {
    ownerPersonId: stranger.person.id,
    meetingId: secret.id,
    title: 'Budget of the rival',
  });
  return { stranger, secret };
}
