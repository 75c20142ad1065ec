import type { TDb } from '../../db/client.ts';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import type { useTestApp } from '../../test/route-test.ts';

/**
 * The V/TO route tests' team: `buildTeam` plus the leadership team meeting (owned by the
 * Owner, with the Member and the Observer invited; the Admin and the Manager are not) and an
 * ordinary meeting with the Member invited.
 */
export async function buildVtoTeam(db: TDb) {
  const team = await buildTeam(db);
  const leadership = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.member.person.id, team.observer.person.id],
    isLeadershipTeam: true,
    title: 'Leadership Team',
  });
  const meeting = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.member.person.id, team.manager.person.id],
    title: 'Sales',
  });
  return { ...team, leadership, meeting };
}
type TVtoTeam = Awaited<ReturnType<typeof buildVtoTeam>>;

/** The route tests' `post` helper. */
type TCall = ReturnType<typeof useTestApp<TVtoTeam>>['post'];

/** Makes a folder and an empty draft in it as `session`; answers their ids and the revision. */
export async function makeDraft(
  post: TCall,
  session: Parameters<TCall>[0],
  title = `Q${Math.random().toString(36).slice(2, 8)}`,
) {
  const folder = await post(session, '/vto/collections', { title: `Folder ${title}` });
  if (folder.statusCode !== 201) throw new Error(`folder: ${folder.statusCode}`);
  const c = folder.json().collection.id as string;
  const made = await post(session, `/vto/collection/${c}/revision`, { title });
  if (made.statusCode !== 201) throw new Error(`revision: ${made.statusCode}`);
  const revision = made.json().revision;
  return { c, r: revision.id as string, revision, base: `/vto/collection/${c}/revision/${revision.id}` };
}
