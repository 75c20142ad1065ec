import { todayIn } from '@cairn/domain/common/clock';
import {
  issuesOf,
  measurablesOnTargetOf,
  meetingRatingOf,
  rocksOf,
  todoCompletionOf,
} from '@cairn/domain/insights/insights-definitions';
import { insightsPeriodStart, resolveInsightsRange } from '@cairn/domain/insights/insights-periods';
import { ROCK_STATUSES } from '@cairn/domain/rocks/rocks.constants';
import { COMPARISONS } from '@cairn/domain/scorecards/scorecards.constants';
import { TODO_STATUSES } from '@cairn/domain/todos/todos.constants';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issues, measurableGoals, measuredValues, meetingOccurrences, orgs } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildIssue, buildRock, buildTodo } from '../../test/item-factories.ts';
import { emptySummary } from '../../test/live-meeting-factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { buildMeasurable } from '../../test/scorecard-factories.ts';

/*
 * The SQL of `GET insights` against the definitions of `domain/insights/insights-definitions.ts`:
 * generated histories (around the span's edges, in a zone with a daylight-saving change) are
 * stored, and the route must answer exactly what the definitions count from the same facts.
 */

const { app, get } = useTestApp(async () => ({}));
const ZONE = 'America/New_York';
const FROM = '2026-09-07';
const TO = '2026-11-15';
const range = resolveInsightsRange({ from: FROM, to: TO }, TO, 'Monday');
const week = (date: string) => insightsPeriodStart(date, 'week', 'Monday');
const day = (min: string, max: string) =>
  fc
    .integer({ min: Date.parse(min) / 86_400_000, max: Date.parse(max) / 86_400_000 })
    .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
const instant = fc
  .integer({
    min: Date.parse('2026-09-05T00:00:00Z') / 60_000,
    max: Date.parse('2026-11-18T00:00:00Z') / 60_000,
  })
  .map((minutes) => new Date(minutes * 60_000));

const history = fc.record({
  todos: fc.array(
    fc.record({ dueDate: day('2026-09-01', '2026-11-20'), status: fc.constantFrom(...TODO_STATUSES) }),
    { maxLength: 25 },
  ),
  rocks: fc.array(
    fc.record({
      dueDate: day('2026-06-15', '2027-01-15'),
      status: fc.constantFrom(...ROCK_STATUSES),
      inBoth: fc.boolean(),
    }),
    { maxLength: 12 },
  ),
  meetings: fc.array(
    fc.record({ startedAt: instant, ratings: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 4 }) }),
    { maxLength: 8 },
  ),
  goals: fc.array(
    fc.record({
      fromPeriod: day('2026-08-01', '2026-11-01').map(week),
      goalValue: fc.integer({ min: 0, max: 4 }),
      comparison: fc.constantFrom(...COMPARISONS),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  values: fc.uniqueArray(
    fc.record({ week: day('2026-08-20', '2026-11-20').map(week), value: fc.integer({ min: 0, max: 5 }) }),
    { selector: (v) => v.week, maxLength: 12 },
  ),
  issues: fc.array(
    fc.record({
      createdAt: instant,
      solvedAfterMinutes: fc.option(fc.integer({ min: 0, max: 60 * 24 * 30 })),
    }),
    { maxLength: 15 },
  ),
});

describe('GET insights counts what the definitions say', () => {
  it('over generated histories', async () => {
    const samples = fc.sample(history, { numRuns: 4, seed: 32 });
    for (const sample of samples) {
      const lead = await buildMember(app.db);
      const { orgId } = lead;
      const owner = lead.person.id;
      await app.db.update(orgs).set({ timeZone: ZONE }).where(eq(orgs.id, orgId));
      const one = await buildMeeting(app.db, orgId, { ownerPersonId: owner });
      const two = await buildMeeting(app.db, orgId, { ownerPersonId: owner });
      for (const todo of sample.todos)
        await buildTodo(app.db, orgId, { ownerPersonId: owner, meetingId: one.id, ...todo });
      const rockFacts = [];
      for (const rock of sample.rocks) {
        const meetingIds = rock.inBoth ? [one.id, two.id] : [two.id];
        const row = await buildRock(app.db, orgId, {
          ownerPersonId: owner,
          meetingIds,
          dueDate: rock.dueDate,
          status: rock.status,
        });
        // Listed once per meeting it is in: the definition must still count it once.
        for (const _meeting of meetingIds) {
          rockFacts.push({
            rockId: row.id,
            quarterStart: insightsPeriodStart(rock.dueDate, 'quarter', 'Monday'),
            status: rock.status,
          });
        }
      }
      for (const meeting of sample.meetings) {
        await app.db.insert(meetingOccurrences).values({
          orgId,
          meetingId: one.id,
          startedAt: meeting.startedAt,
          endedAt: new Date(meeting.startedAt.getTime() + 3_600_000),
          durationMs: 3_600_000,
          summary: {
            ...emptySummary(meeting.startedAt, 3_600_000),
            attendees: [...meeting.ratings, null].map((rating, index) => ({
              personId: `${index}`,
              name: `${index}`,
              rating,
            })),
          },
        });
      }
      const measurable = await buildMeasurable(app.db, orgId, { meetingId: one.id, ownerPersonId: owner });
      // The factory's own goal (from year 1) and value are replaced by the generated ones.
      await app.db.delete(measurableGoals).where(eq(measurableGoals.measurableId, measurable.id));
      await app.db.delete(measuredValues).where(eq(measuredValues.measurableId, measurable.id));
      const goals = [...new Map(sample.goals.map((goal) => [goal.fromPeriod, goal])).values()];
      for (const goal of goals) {
        await app.db.insert(measurableGoals).values({
          measurableId: measurable.id,
          orgId,
          ...goal,
          goalValueMax: goal.comparison === 'Between' ? goal.goalValue + 1 : null,
        });
      }
      for (const value of sample.values) {
        await app.db
          .insert(measuredValues)
          .values({ measurableId: measurable.id, orgId, intervalId: value.week, value: value.value });
      }
      const issueFacts = [];
      for (const issue of sample.issues) {
        const solvedAt =
          issue.solvedAfterMinutes === null
            ? null
            : new Date(issue.createdAt.getTime() + issue.solvedAfterMinutes * 60_000);
        const row = await buildIssue(app.db, orgId, {
          ownerPersonId: owner,
          meetingId: one.id,
          status: solvedAt ? 'Solved' : 'Open',
        });
        await app.db
          .update(issues)
          .set({ createdAt: issue.createdAt, solvedAt })
          .where(eq(issues.id, row.id));
        issueFacts.push({
          createdPeriodStart: week(todayIn(issue.createdAt, ZONE)),
          solvedPeriodStart: solvedAt ? week(todayIn(solvedAt, ZONE)) : null,
        });
      }

      const res = await get(lead.session, `/insights?from=${FROM}&to=${TO}`);
      expect(res.statusCode).toBe(200);
      const { insights } = res.json();
      expect(insights.todoCompletion).toEqual(
        todoCompletionOf(
          range,
          sample.todos.map((todo) => ({ periodStart: week(todo.dueDate), status: todo.status })),
        ),
      );
      expect(insights.rocks).toEqual(rocksOf(range, rockFacts));
      expect(insights.meetingRating).toEqual(
        meetingRatingOf(
          range,
          sample.meetings.flatMap((meeting) =>
            meeting.ratings.map((rating) => ({
              periodStart: week(todayIn(meeting.startedAt, ZONE)),
              rating,
            })),
          ),
        ),
      );
      const goalOf = (weekStart: string) =>
        goals
          .filter((goal) => goal.fromPeriod <= weekStart)
          .sort((a, b) => b.fromPeriod.localeCompare(a.fromPeriod))[0];
      expect(insights.measurablesOnTarget).toEqual(
        measurablesOnTargetOf(
          range,
          sample.values.flatMap((value) => {
            const goal = goalOf(value.week);
            if (!goal) return [];
            const goalValueMax = goal.comparison === 'Between' ? goal.goalValue + 1 : null;
            return [{ periodStart: value.week, value: value.value, goal: { ...goal, goalValueMax } }];
          }),
        ),
      );
      expect(insights.issues).toEqual(issuesOf(range, issueFacts));
    }
  });
});
