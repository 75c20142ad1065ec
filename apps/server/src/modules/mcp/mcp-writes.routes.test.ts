import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { measuredValues, todos } from '../../db/schema/index.ts';
import { buildMeeting, buildTeam } from '../../test/factories.ts';
import { type TSession, useTestApp } from '../../test/route-test.ts';
import { buildMeasurable, scorecardIdOf } from '../../test/scorecard-factories.ts';
import { callTool, useMcpClients } from './mcp-test-support.ts';

const RATE = 8;
const { app, team, post } = useTestApp(
  async (db) => {
    const built = await buildTeam(db);
    const meeting = await buildMeeting(db, built.orgId, {
      ownerPersonId: built.owner.person.id,
      inviteeIds: [built.member.person.id, built.observer.person.id],
    });
    const measurable = await buildMeasurable(db, built.orgId, {
      meetingId: meeting.id,
      ownerPersonId: built.member.person.id,
    });
    return { ...built, meeting, measurable, scorecardId: await scorecardIdOf(db, meeting.id) };
  },
  { accessTokenRatePerMinute: RATE },
);

const { connect } = useMcpClients(app);

/** A new token of the session's person, connected as an SDK client (initialize: two requests). */
async function connectAs(session: TSession, scopes: string[]) {
  const res = await post(session, '/access-tokens', { name: 'Agent', expiresInDays: 1, scopes });
  return connect(`Bearer ${res.json().token}`);
}

describe('MCP writes and limits', () => {
  it('enters a measured value through scorecardAddMeasuredValue', async () => {
    const client = await connectAs(team.member.session, ['scorecards:write']);
    const res = await callTool(client, 'scorecardAddMeasuredValue', {
      params: { scorecardId: team.scorecardId, measurableId: team.measurable.id },
      body: { intervalId: '2026-11-23', value: 15 },
    });
    expect(res.isError).toBeFalsy();
    const [row] = await app.db
      .select()
      .from(measuredValues)
      .where(
        and(eq(measuredValues.measurableId, team.measurable.id), eq(measuredValues.intervalId, '2026-11-23')),
      );
    expect(Number(row?.value)).toBe(15);
  });

  it("applies the person's role as on REST: an Observer's full-access token cannot write", async () => {
    const client = await connectAs(team.observer.session, ['all']);
    const before = await app.db.$count(todos, eq(todos.orgId, team.orgId));
    const res = await callTool(client, 'todoCreatePersonal', { body: { title: 'Observed' } });
    expect(res.structuredContent).toMatchObject({ status: 403 });
    expect(await app.db.$count(todos, eq(todos.orgId, team.orgId))).toBe(before);
    const read = await callTool(client, 'meetingGet', { params: { id: team.meeting.id } });
    expect(read.isError).toBeFalsy();
  });

  it('limits MCP requests per token: past the limit 429 with the reason', async () => {
    const client = await connectAs(team.member.session, ['todos:read']);
    let answered = 2;
    const refusal = await (async () => {
      for (; answered < RATE + 2; answered++) {
        try {
          await client.listTools();
        } catch (error) {
          return error as { code?: number; message: string };
        }
      }
      return null;
    })();
    expect(answered).toBe(RATE);
    expect(refusal?.code).toBe(429);
    expect(refusal?.message).toContain('Too many MCP requests with this access token.');
  });
});
