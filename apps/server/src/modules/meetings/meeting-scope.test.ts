import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client.ts';
import { meetingInvitees, todos } from '../../db/schema/index.ts';
import { meetingViewerIds, visibleMeetingIds } from '../../policies/meeting-scope.ts';
import { todoPolicy } from '../../policies/todos.ts';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const actorOf = (member: {
  orgId: string;
  person: { id: string; role: 'Owner' | 'Admin' | 'Manager' | 'Member' | 'Observer' | 'Implementer' };
}) => ({
  orgId: member.orgId,
  person: { id: member.person.id, role: member.person.role },
});

describe('the meeting scope', () => {
  it('gives Owners and Admins every meeting of their organisation and others the ones they are invited to', async () => {
    const { db } = database;
    const team = await buildTeam(db);
    const invited = await buildMeeting(db, team.orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id],
    });
    const other = await buildMeeting(db, team.orgId, { ownerPersonId: team.owner.person.id });
    const elsewhere = await buildMember(db);
    await buildMeeting(db, elsewhere.orgId, { ownerPersonId: elsewhere.person.id });
    expect(new Set(await visibleMeetingIds(db, actorOf(team.admin)))).toEqual(
      new Set([invited.id, other.id]),
    );
    expect(await visibleMeetingIds(db, actorOf(team.member))).toEqual([invited.id]);
    expect(await visibleMeetingIds(db, actorOf(team.manager))).toEqual([]);
    expect(new Set(await meetingViewerIds(db, team.orgId, invited.id))).toEqual(
      new Set([team.owner.person.id, team.admin.person.id, team.member.person.id]),
    );
  });

  it('reads invitations of the actor’s organisation only, so an invitee row of another organisation opens nothing', async () => {
    const { db } = database;
    const team = await buildTeam(db);
    const foreign = await buildMember(db);
    const foreignMeeting = await buildMeeting(db, foreign.orgId, { ownerPersonId: foreign.person.id });
    const foreignTodo = await buildTodo(db, foreign.orgId, {
      ownerPersonId: foreign.person.id,
      meetingId: foreignMeeting.id,
    });
    // A stray row: the member of the team "invited" to another organisation's meeting, filed under that organisation.
    await db
      .insert(meetingInvitees)
      .values({ meetingId: foreignMeeting.id, personId: team.member.person.id, orgId: foreign.orgId });
    expect(await visibleMeetingIds(db, actorOf(team.member))).toEqual([]);
    // The item scope is built on the same subquery: the stray row does not make the to-do visible
    // even to a query that is not narrowed by organisation itself.
    const seen = await db
      .select({ id: todos.id })
      .from(todos)
      .where(todoPolicy.scope(actorOf(team.member)));
    expect(seen.map((row) => row.id)).not.toContain(foreignTodo.id);
  });
});
