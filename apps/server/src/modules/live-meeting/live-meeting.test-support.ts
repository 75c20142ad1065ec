import type { LightMyRequestResponse } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import type { TSession } from '../../test/route-test.ts';

/**
 * The live-meeting route tests' team: `buildTeam` (Owner, Admin, Manager, Member, Observer, a
 * person without a user) and a way to make a fresh meeting (owned by the Owner, the Member, the
 * Observer and that person invited; not the Manager) so each test runs its own live meeting.
 */
export async function buildLiveTeam(db: TDb) {
  const team = await buildTeam(db);
  const newMeeting = () =>
    buildMeeting(db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id, team.observer.person.id, team.pending.id],
    });
  return { ...team, newMeeting };
}

type TPost = (session: TSession, url: string, payload: object) => Promise<LightMyRequestResponse>;

/** Calls `POST live-meeting/{action}` for one meeting and answers the status and the live meeting. */
export function liveCaller(post: TPost, meetingThreadId: string) {
  return async (session: TSession, action: string, payload: object = {}) => {
    const res = await post(session, `/live-meeting/${action}`, { meetingThreadId, ...payload });
    const body = res.json();
    return { status: res.statusCode, body, live: body.liveMeeting };
  };
}
