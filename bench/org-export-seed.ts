import type { TDb } from '@cairn/server/src/db/client.ts';
import {
  headlines,
  issues,
  measurableGoals,
  measurableMeetings,
  measurables,
  measuredValues,
  rockMeetings,
  rocks,
  todos,
} from '@cairn/server/src/db/schema/index.ts';
import { buildMeeting, buildMember, buildPerson } from '@cairn/server/src/test/factories.ts';
import { random } from './todo-search-seed.ts';

const DAY_MS = 86_400_000;
const WEEKS = 104;
const PEOPLE = 100;
const TEAMS = 10;
const BATCH = 2_000;

/** Inserts rows in batches (one statement each). */
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += BATCH) await insert(rows.slice(at, at + BATCH));
}

/** A Monday `weeksAgo` weeks before this week's, as `YYYY-MM-DD`. */
function mondayWeeksAgo(weeksAgo: number): string {
  const today = new Date();
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS - weeksAgo * 7 * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/**
 * Issue 37's bench organisation, "the demo seed enlarged to 2 years x 100 people": 100 people in
 * ten teams of ten, each team a weekly meeting; two years of weekly work written straight to the
 * tables: two to-dos per person a week, an issue and a headline per team member every two weeks,
 * three rocks per person a quarter, and five measurables per team with a value every week.
 * Deterministic (the same seed each run). Answers the Owner's session token and the counts.
 */
export async function seedExportOrg(db: TDb) {
  const owner = await buildMember(db);
  const orgId = owner.orgId;
  const personIds = [owner.person.id];
  for (let i = 1; i < PEOPLE; i++) personIds.push((await buildPerson(db, orgId, { role: 'Member' })).id);
  const teams = [];
  for (let t = 0; t < TEAMS; t++) {
    const members = personIds.slice(t * 10, t * 10 + 10);
    teams.push({
      members,
      meeting: await buildMeeting(db, orgId, { ownerPersonId: owner.person.id, inviteeIds: members }),
    });
  }
  const draw = random(37);
  const base = { orgId, contentHtml: '<p>From the weekly meeting</p>', deletedAt: null };
  const todoRows = [];
  const issueRows = [];
  const headlineRows = [];
  for (let week = WEEKS - 1; week >= 0; week--) {
    const monday = mondayWeeksAgo(week);
    const createdAt = new Date(`${monday}T09:00:00Z`);
    const isOld = week > 4;
    for (const { members, meeting } of teams) {
      for (const [k, personId] of members.entries()) {
        for (let n = 0; n < 2; n++) {
          const done = isOld && draw() < 0.85;
          todoRows.push({
            ...base,
            title: `Follow up ${monday} #${k}-${n}`,
            ownerPersonId: personId,
            meetingId: n === 0 ? meeting.id : null,
            dueDate: new Date(createdAt.getTime() + 7 * DAY_MS).toISOString().slice(0, 10),
            status: done ? ('Done' as const) : ('Pending' as const),
            completedAt: done ? createdAt : null,
            createdAt,
            updatedAt: createdAt,
          });
        }
        if ((week + k) % 2 === 0) {
          const solved = isOld && draw() < 0.8;
          issueRows.push({
            ...base,
            title: `Issue ${monday} #${k}`,
            ownerPersonId: personId,
            meetingId: meeting.id,
            status: solved ? ('Solved' as const) : ('Open' as const),
            solvedAt: solved ? createdAt : null,
            createdAt,
            updatedAt: createdAt,
          });
          headlineRows.push({
            ...base,
            title: `Headline ${monday} #${k}`,
            ownerPersonId: personId,
            meetingId: meeting.id,
            status: isOld ? ('Reviewed' as const) : ('ToReview' as const),
            createdAt,
            updatedAt: createdAt,
          });
        }
      }
    }
  }
  await insertAll(todoRows, (batch) => db.insert(todos).values(batch));
  await insertAll(issueRows, (batch) => db.insert(issues).values(batch));
  await insertAll(headlineRows, (batch) => db.insert(headlines).values(batch));

  let rockCount = 0;
  for (let quarter = 0; quarter < 8; quarter++) {
    const due = mondayWeeksAgo(quarter * 13);
    for (const { members, meeting } of teams) {
      const made = await db
        .insert(rocks)
        .values(
          members.flatMap((personId, k) =>
            [0, 1, 2].map((n) => ({
              ...base,
              title: `Rock Q-${quarter} #${k}-${n}`,
              ownerPersonId: personId,
              meetingId: meeting.id,
              dueDate: due,
              type: 'team' as const,
              status: quarter > 0 ? ('Done' as const) : ('OnTrack' as const),
            })),
          ),
        )
        .returning({ id: rocks.id });
      rockCount += made.length;
      await db
        .insert(rockMeetings)
        .values(made.map(({ id }) => ({ rockId: id, meetingId: meeting.id, orgId })));
    }
  }

  let valueCount = 0;
  for (const { members, meeting } of teams) {
    const made = await db
      .insert(measurables)
      .values(
        members.slice(0, 5).map((personId, k) => ({
          orgId,
          meetingId: meeting.id,
          title: `Weekly number ${k}`,
          ownerPersonId: personId,
          comparison: 'GreaterOrEqual' as const,
          unitOfMeasure: 'Number' as const,
          valueScale: 'One' as const,
          decimalPlaces: 0,
          interval: 'Weekly' as const,
        })),
      )
      .returning({ id: measurables.id });
    for (const { id } of made) {
      await db.insert(measurableGoals).values({
        measurableId: id,
        orgId,
        fromPeriod: '0001-01-01',
        goalValue: 10,
        comparison: 'GreaterOrEqual',
      });
      await db.insert(measurableMeetings).values({ measurableId: id, meetingId: meeting.id, orgId });
      const values = Array.from({ length: WEEKS }, (_, week) => ({
        measurableId: id,
        orgId,
        intervalId: mondayWeeksAgo(week),
        value: Math.round(draw() * 20),
      }));
      await db.insert(measuredValues).values(values);
      valueCount += values.length;
    }
  }
  return {
    token: owner.session.token,
    counts: {
      people: PEOPLE,
      meetings: TEAMS,
      todos: todoRows.length,
      issues: issueRows.length,
      headlines: headlineRows.length,
      rocks: rockCount,
      values: valueCount,
    },
  };
}
