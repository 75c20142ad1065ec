import { periodStart, shiftPeriod } from '@cairn/domain/scorecards/periods';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { measurables, meetings } from '../../db/schema/index.ts';
import { buildMeeting } from '../../test/factories.ts';
import { callAs, type TSession } from '../../test/route-test.ts';
import type { TTestApp } from '../../test/test-app.ts';
import { buildTodoTeam } from '../todos/todos.test-support.ts';

/**
 * The scorecard route tests' team: the item team (Owner, Admin, Manager, Member, Observer;
 * a meeting owned by the Owner inviting the Member and the Observer) with the meeting's
 * scorecard id, and a second meeting inviting the Owner and the Manager only.
 */
export async function buildScorecardTeam(db: TDb) {
  const team = await buildTodoTeam(db);
  const other = await buildMeeting(db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.manager.person.id],
  });
  const scorecardOf = async (meetingId: string) =>
    (await db.select({ id: meetings.scorecardId }).from(meetings).where(eq(meetings.id, meetingId)))[0].id;
  return {
    ...team,
    scorecardId: await scorecardOf(team.meeting.id),
    other,
    otherScorecardId: await scorecardOf(other.id),
  };
}
export type TScorecardTeam = Awaited<ReturnType<typeof buildScorecardTeam>>;

/** This week's Monday and the Monday `weeks` before or after it. */
export const thisWeek = (weeks = 0) =>
  shiftPeriod(periodStart(new Date().toISOString().slice(0, 10), 'Weekly'), 'Weekly', weeks);

/** A valid Add Measurable body for the team's meeting, owned by the Member. */
export const newMeasurable = (team: TScorecardTeam, fields: object = {}) => ({
  title: 'New customers',
  ownerId: team.member.person.id,
  tractionId: team.meeting.id,
  comparison: 'GreaterOrEqual',
  goalValue: '10',
  ...fields,
});

/** Adds a measurable through the API as the Owner and answers it. */
export async function addMeasurable(app: TTestApp, session: TSession, scorecardId: string, body: object) {
  const res = await callAs(app, session, 'POST', `/scorecard/${scorecardId}/add-measurable`, body);
  if (res.statusCode !== 201) throw new Error(`add-measurable answered ${res.statusCode}: ${res.body}`);
  return res.json().measurable as { id: string; version: number; title: string; tractionIds: string[] };
}

/** The stored measurable row (deleted ones too). */
export async function readMeasurable(db: TDb, id: string) {
  return (await db.select().from(measurables).where(eq(measurables.id, id)))[0];
}
