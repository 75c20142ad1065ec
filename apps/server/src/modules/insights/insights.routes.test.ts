import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issues, measurableGoals, measuredValues, meetingOccurrences, orgs } from '../../db/schema/index.ts';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { buildIssue, buildRock, buildTodo } from '../../test/item-factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { buildMeasurable } from '../../test/scorecard-factories.ts';
import { FEATURE_FLAGS_KEY, writeSetting } from '../platform/index.ts';

const { app, team, get } = useTestApp(buildTeam);

/** One ended meeting started at `startedAt` with these ratings, minutes and headlines reviewed. */
async function holdMeeting(
  orgId: string,
  meetingId: string,
  startedAt: string,
  ratings: number[],
  minutes = 90,
) {
  const durationMs = minutes * 60_000;
  await app.db.insert(meetingOccurrences).values({
    orgId,
    meetingId,
    startedAt: new Date(startedAt),
    endedAt: new Date(Date.parse(startedAt) + durationMs),
    durationMs,
    summary: {
      date: startedAt,
      durationMs,
      sections: [{ id: 's', name: 'All', lengthInMinutes: 90, elapsedMs: durationMs }],
      attendees: ratings.map((rating, index) => ({ personId: `p${index}`, name: `P${index}`, rating })),
      averageRating: null,
      todosAdded: [],
      todosCompleted: [],
      issuesSolved: [],
      headlinesReviewed: [{ id: 'h', title: 'Big customer signed' }],
      rocks: { onTrack: 0, offTrack: 0, onTrackPercent: null },
      scorecard: null,
    },
  });
}

const SPAN = 'from=2026-10-05&to=2026-10-17';

describe('GET /api/v2/insights', () => {
  it('401 without a session', async () => {
    expect((await get(null, '/insights')).statusCode).toBe(401);
  });

  it('a new organisation: the last 13 weeks, every count 0 and no rate', async () => {
    const founder = await buildMember(app.db);
    const res = await get(founder.session, '/insights');
    expect(res.statusCode).toBe(200);
    const { insights } = res.json();
    expect(insights.period).toBe('week');
    expect(insights.todoCompletion).toHaveLength(13);
    expect(insights.todoCompletion[0]).toEqual({ periodStart: insights.from, done: 0, total: 0, rate: null });
    expect(insights.meetingRating.every((row: { n: number }) => row.n === 0)).toBe(true);
    expect(insights.issues.every((row: { created: number }) => row.created === 0)).toBe(true);
    expect(insights.rocks.length).toBeGreaterThanOrEqual(1);
  });

  it('counts a seeded history by the organisation’s weeks (Sunday start, Sydney time)', async () => {
    const lead = await buildMember(app.db);
    const { orgId } = lead;
    await app.db
      .update(orgs)
      .set({ timeZone: 'Australia/Sydney', weekStart: 'Sunday' })
      .where(eq(orgs.id, orgId));
    const owner = lead.person.id;
    const l10 = await buildMeeting(app.db, orgId, {
      ownerPersonId: owner,
      schedule: { weekday: 1, time: '09:00', timeZone: 'Australia/Sydney' },
    });
    const sales = await buildMeeting(app.db, orgId, { ownerPersonId: owner });
    // Week of Sun 4 Oct: 2 done, 1 not done, 1 removed (not counted). Week of Sun 11 Oct: 1 pending.
    for (const status of ['Done', 'Done', 'NotDone', 'Removed'] as const) {
      await buildTodo(app.db, orgId, {
        ownerPersonId: owner,
        meetingId: l10.id,
        dueDate: '2026-10-06',
        status,
      });
    }
    await buildTodo(app.db, orgId, { ownerPersonId: owner, meetingId: l10.id, dueDate: '2026-10-11' });
    // A personal to-do is nobody's weekly commitment.
    await buildTodo(app.db, orgId, { ownerPersonId: owner, dueDate: '2026-10-06' });
    // Monday 09:02 in Sydney is Sunday 22:02 UTC: the meeting is in the week of Sun 11 Oct there.
    await holdMeeting(orgId, l10.id, '2026-10-11T22:02:00Z', [7, 8, 10]);
    await holdMeeting(orgId, l10.id, '2026-10-04T23:30:00Z', [9], 120);
    // One rock in both meetings is one rock; closed rocks are not counted.
    await buildRock(app.db, orgId, {
      ownerPersonId: owner,
      meetingIds: [l10.id, sales.id],
      dueDate: '2026-12-31',
      status: 'Done',
    });
    await buildRock(app.db, orgId, {
      ownerPersonId: owner,
      meetingIds: [sales.id],
      dueDate: '2026-12-31',
      status: 'OffTrack',
    });
    await buildRock(app.db, orgId, {
      ownerPersonId: owner,
      meetingIds: [l10.id],
      dueDate: '2026-11-30',
      status: 'Closed',
    });
    const measurable = await buildMeasurable(app.db, orgId, { meetingId: l10.id, ownerPersonId: owner });
    await app.db.insert(measurableGoals).values({
      measurableId: measurable.id,
      orgId,
      fromPeriod: '2026-10-11',
      goalValue: 20,
      comparison: 'GreaterOrEqual',
    });
    await app.db.insert(measuredValues).values([
      { measurableId: measurable.id, orgId, intervalId: '2026-10-04', value: 12 },
      { measurableId: measurable.id, orgId, intervalId: '2026-10-11', value: 12 },
    ]);
    const raised = await buildIssue(app.db, orgId, {
      ownerPersonId: owner,
      meetingId: l10.id,
      status: 'Solved',
    });
    await app.db
      .update(issues)
      .set({ createdAt: new Date('2026-10-05T01:00:00Z'), solvedAt: new Date('2026-10-12T01:00:00Z') })
      .where(eq(issues.id, raised.id));

    const res = await get(lead.session, `/insights?${SPAN}`);
    expect(res.statusCode).toBe(200);
    const { insights } = res.json();
    expect(insights).toMatchObject({ period: 'week', from: '2026-10-04', to: '2026-10-17' });
    expect(insights.todoCompletion).toEqual([
      { periodStart: '2026-10-04', done: 2, total: 3, rate: 67 },
      { periodStart: '2026-10-11', done: 0, total: 1, rate: 0 },
    ]);
    expect(insights.meetingRating).toEqual([
      { periodStart: '2026-10-04', average: 9, goodShare: 100, n: 1 },
      { periodStart: '2026-10-11', average: 8.3, goodShare: 67, n: 3 },
    ]);
    expect(insights.meetings).toEqual([
      {
        periodStart: '2026-10-04',
        held: 1,
        scheduled: 1,
        startedOnTime: 0,
        endedOnTime: 0,
        headlinesReviewed: 1,
      },
      {
        periodStart: '2026-10-11',
        held: 1,
        scheduled: 1,
        startedOnTime: 1,
        endedOnTime: 1,
        headlinesReviewed: 1,
      },
    ]);
    expect(insights.rocks).toEqual([
      { periodStart: '2026-10-01', onTrack: 0, offTrack: 1, done: 1, notDone: 0, rate: 50 },
    ]);
    expect(insights.measurablesOnTarget).toEqual([
      { periodStart: '2026-10-04', onTarget: 1, total: 1, rate: 100 },
      { periodStart: '2026-10-11', onTarget: 0, total: 1, rate: 0 },
    ]);
    expect(insights.issues).toEqual([
      { periodStart: '2026-10-04', created: 1, solved: 0 },
      { periodStart: '2026-10-11', created: 0, solved: 1 },
    ]);

    // One meeting: the shared rock is in both; the sales meeting holds no to-dos.
    const one = (await get(lead.session, `/insights?scope=meeting&tractionId=${sales.id}&${SPAN}`)).json()
      .insights;
    expect(one.rocks[0]).toMatchObject({ done: 1, offTrack: 1, rate: 50 });
    expect(one.todoCompletion.map((row: { total: number }) => row.total)).toEqual([0, 0]);
    const l10Only = (await get(lead.session, `/insights?scope=meeting&tractionId=${l10.id}&${SPAN}`)).json()
      .insights;
    expect(l10Only.rocks[0]).toMatchObject({ done: 1, offTrack: 0, rate: 100 });

    // By quarter: the weeks fold into Q4.
    const quarter = (await get(lead.session, `/insights?${SPAN}&period=quarter`)).json().insights;
    expect(quarter).toMatchObject({ period: 'quarter', from: '2026-10-01', to: '2026-12-31' });
    expect(quarter.todoCompletion).toEqual([{ periodStart: '2026-10-01', done: 2, total: 4, rate: 50 }]);
  });

  it('counts only what the caller may read; a meeting they do not see is 404 naming tractionId', async () => {
    const { orgId } = team;
    const hidden = await buildMeeting(app.db, orgId, { ownerPersonId: team.owner.person.id });
    const shared = await buildMeeting(app.db, orgId, {
      ownerPersonId: team.owner.person.id,
      inviteeIds: [team.member.person.id, team.observer.person.id],
    });
    await buildTodo(app.db, orgId, {
      ownerPersonId: team.owner.person.id,
      meetingId: hidden.id,
      dueDate: '2026-10-06',
    });
    await buildTodo(app.db, orgId, {
      ownerPersonId: team.owner.person.id,
      meetingId: shared.id,
      dueDate: '2026-10-06',
      status: 'Done',
    });
    const totals = async (session: typeof team.owner.session, query = '') => {
      const res = await get(session, `/insights?${SPAN}${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().insights.todoCompletion[0];
    };
    expect(await totals(team.owner.session)).toMatchObject({ done: 1, total: 2 });
    expect(await totals(team.member.session)).toMatchObject({ done: 1, total: 1, rate: 100 });
    expect(await totals(team.observer.session, `&scope=meeting&tractionId=${shared.id}`)).toMatchObject({
      total: 1,
    });

    for (const session of [team.member.session, team.observer.session]) {
      const res = await get(session, `/insights?scope=meeting&tractionId=${hidden.id}`);
      expect(res.statusCode).toBe(404);
      expect(firstMessage(res).field).toBe('tractionId');
    }
    const stranger = await buildMember(app.db);
    expect((await get(stranger.session, `/insights?scope=meeting&tractionId=${shared.id}`)).statusCode).toBe(
      404,
    );
  });

  it('422 naming the field: from after to, more than three years, an unknown period, no meeting', async () => {
    const cases = [
      ['from=2026-10-18&to=2026-10-01', 'from'],
      ['from=2022-01-01&to=2026-01-01', 'from'],
      ['from=2020-01-01', 'from'],
      ['from=2999-01-01', 'from'],
      ['period=month', 'period'],
      ['from=2026-02-30', 'from'],
      ['scope=meeting', 'tractionId'],
      ['scope=meeting&tractionId=nope', 'tractionId'],
    ] as const;
    for (const [query, field] of cases) {
      const res = await get(team.member.session, `/insights?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(firstMessage(res).field, query).toBe(field);
    }
  });

  it('404 while the Insights flag is off', async () => {
    await writeSetting(app.db, FEATURE_FLAGS_KEY, { Insights: false });
    try {
      expect((await get(team.owner.session, '/insights')).statusCode).toBe(404);
    } finally {
      await writeSetting(app.db, FEATURE_FLAGS_KEY, {});
    }
  });
});
