import { openDatabase } from '@cairn/server/src/db/client.ts';
import { meetingInvitees } from '@cairn/server/src/db/schema/index.ts';
import { buildMember } from '@cairn/server/src/test/factories.ts';
import { buildIssue } from '@cairn/server/src/test/item-factories.ts';
import { seedSearchOrg } from './todo-search-seed.ts';

/** How many people use Cairn at once in the mixed load, and the to-dos their organisation holds. */
export const USERS = 30;
export const TODO_COUNT = 10_000;
const ISSUES_PER_MEETING = 50;

export type TMixedUser = { personId: string; token: string };
export type TMixedOrg = {
  users: TMixedUser[];
  meetingIds: string[];
  /** The meeting the team holds live during the load. */
  liveMeetingId: string;
};

/**
 * An organisation of 30 signed-in Members, all invited to its four meetings, with 10,000 to-dos
 * (two years of use, see todo-search-seed.ts) and 50 open issues per meeting. Seeded through the
 * database at `options`, which is closed after, so a server process can open it.
 */
export async function seedMixedOrg(options: { dataDir?: string; databaseUrl?: string }): Promise<TMixedOrg> {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const org = await seedSearchOrg(db, TODO_COUNT);
    const members = [org.caller];
    for (let i = 1; i < USERS; i++) members.push(await buildMember(db, 'Member', org.orgId));
    const meetingIds = org.meetings.map((meeting) => meeting.id);
    const rows = meetingIds.flatMap((meetingId, m) =>
      members
        .filter((member) => !org.meetings[m].inviteeIds.includes(member.person.id))
        .map((member) => ({ meetingId, personId: member.person.id, orgId: org.orgId })),
    );
    await db.insert(meetingInvitees).values(rows);
    for (const meetingId of meetingIds)
      for (let i = 0; i < ISSUES_PER_MEETING; i++)
        await buildIssue(db, org.orgId, { ownerPersonId: members[i % USERS].person.id, meetingId });
    return {
      users: members.map((member) => ({ personId: member.person.id, token: member.session.token })),
      meetingIds,
      liveMeetingId: meetingIds[0],
    };
  } finally {
    await database.close();
  }
}
