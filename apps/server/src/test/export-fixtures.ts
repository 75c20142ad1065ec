import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import {
  acSeats,
  dashboards,
  liveIssueSources,
  liveMeetingAttendees,
  liveMeetings,
  measurableGoals,
  measurables,
  measuredValues,
  meetingChecklists,
  meetingFavorites,
  meetingInvitees,
  people,
  quarterlySessions,
  scorecardPreferences,
  users,
  vtoQuarterlyRocks,
  vtoSections,
} from '../db/schema/index.ts';
import { buildAcChart } from './ac-factories.ts';
import { buildMeeting } from './factories.ts';
import { buildHeadline, buildIssue, buildRock, buildTodo } from './item-factories.ts';
import { buildEndedOccurrence } from './live-meeting-factories.ts';
import { buildMeasurable } from './scorecard-factories.ts';
import { buildVto } from './vto-factories.ts';

type TTeamLike = {
  orgId: string;
  owner: { user: { id: string }; person: { id: string } };
  admin: { person: { id: string } };
  member: { person: { id: string } };
  pending: { id: string };
};

/**
 * An organisation with every kind an export holds, each optional relation filled: a scheduled
 * leadership meeting with invitees, favourites, a checklist, a held occurrence and a running live
 * meeting; to-dos (one personal, one done), issues, a cascaded headline, a delegated rock in two
 * meetings, a measurable with an editor, goals over time and noted values, a V/TO with a quarterly
 * rock, a chart with held and placeholder seats, a dashboard and notification choices.
 */
export async function buildRichOrg(db: TDb, team: TTeamLike) {
  const { orgId } = team;
  const ownerId = team.owner.person.id;
  await db
    .update(people)
    .set({
      avatarUrl: 'https://example.com/a.png',
      gettingStartedDismissedAt: new Date('2026-01-02T03:04:05Z'),
    })
    .where(eq(people.id, ownerId));
  await db
    .update(users)
    .set({ notificationPreferences: { assigned: { inApp: true, email: true } } })
    .where(eq(users.id, team.owner.user.id));
  const meeting = await buildMeeting(db, orgId, {
    ownerPersonId: ownerId,
    inviteeIds: [team.admin.person.id, team.member.person.id, team.pending.id],
    title: 'Leadership L10',
    colorTag: 'Blue',
    schedule: { weekday: 1, time: '09:00', timeZone: 'Europe/Berlin' },
    isLeadershipTeam: true,
  });
  const other = await buildMeeting(db, orgId, { ownerPersonId: team.admin.person.id, title: 'Sales L10' });
  await db.insert(meetingFavorites).values({ meetingId: meeting.id, personId: ownerId, orgId });
  await db.insert(meetingInvitees).values({ meetingId: other.id, personId: ownerId, orgId });
  await db
    .insert(meetingChecklists)
    .values({ orgId, meetingId: meeting.id, items: [{ id: 'c1', text: 'Scorecard filled in', done: true }] });
  const occurrence = await buildEndedOccurrence(db, orgId, meeting.id, new Date('2026-03-02T09:00:00Z'));
  await db.insert(quarterlySessions).values({
    orgId,
    meetingId: meeting.id,
    quarter: '2026-Q1',
    nextQuarter: '2026-Q2',
    startedByPersonId: ownerId,
    endedAt: new Date('2026-04-02T11:00:00Z'),
    result: { attendees: [], completion: { done: 0, total: 0, rate: null }, decisions: [], newRocks: [] },
  });

  const todo = await buildTodo(db, orgId, {
    ownerPersonId: team.member.person.id,
    meetingId: meeting.id,
    title: 'Call the bank',
    contentHtml: '<p>Ask about <strong>rates</strong></p>',
    dueDate: '2026-04-01',
  });
  await buildTodo(db, orgId, { ownerPersonId: ownerId, title: 'Personal to-do', status: 'Done' });
  const issue = await buildIssue(db, orgId, {
    ownerPersonId: ownerId,
    meetingId: meeting.id,
    title: 'Hiring is slow',
    priority: 1,
  });
  await buildIssue(db, orgId, { ownerPersonId: null, meetingId: other.id, status: 'Solved' });
  const headline = await buildHeadline(db, orgId, { ownerPersonId: ownerId, meetingId: meeting.id });
  await buildHeadline(db, orgId, {
    ownerPersonId: team.admin.person.id,
    meetingId: other.id,
    cascadedFromHeadlineId: headline.id,
    status: 'Reviewed',
  });
  const rock = await buildRock(db, orgId, {
    ownerPersonId: ownerId,
    meetingIds: [meeting.id, other.id],
    title: 'Launch v2',
    contentHtml: '<p>Milestones</p>',
  });
  const delegated = await buildRock(db, orgId, {
    ownerPersonId: team.admin.person.id,
    meetingIds: [other.id],
    title: 'Launch v2',
    delegatedFromRockId: rock.id,
    type: 'personal',
  });
  await buildRock(db, orgId, {
    ownerPersonId: team.member.person.id,
    meetingIds: [other.id],
    title: 'Launch v2',
    delegatedFromRockId: delegated.id,
    type: 'personal',
  });

  const [live] = await db
    .insert(liveMeetings)
    .values({
      orgId,
      meetingId: meeting.id,
      occurrenceId: occurrence.id,
      status: 'Running',
      scribePersonId: ownerId,
      agendaName: 'Level 10',
      agenda: [{ id: 'a1', name: 'Segue', lengthInMinutes: 5, elapsedMs: 1000, activeSince: null }],
      startedAt: new Date('2026-03-09T09:00:00Z'),
      selectedAttendeeId: ownerId,
      focusIssueIds: [issue.id],
      addedTodoIds: [todo.id],
    })
    .returning();
  await db
    .insert(liveMeetingAttendees)
    .values({ liveMeetingId: live.id, personId: ownerId, orgId, rating: 9 });
  const dropped = await buildIssue(db, orgId, {
    ownerPersonId: ownerId,
    meetingId: meeting.id,
    title: 'From a to-do',
  });
  await db.insert(liveIssueSources).values({
    issueId: dropped.id,
    orgId,
    meetingId: meeting.id,
    occurrenceId: occurrence.id,
    sourceType: 'todo',
    sourceId: todo.id,
  });

  const measurable = await buildMeasurable(db, orgId, { meetingId: meeting.id, ownerPersonId: ownerId });
  await db
    .update(measurables)
    .set({ editorPersonId: team.admin.person.id })
    .where(eq(measurables.id, measurable.id));
  await db.insert(measurableGoals).values({
    measurableId: measurable.id,
    orgId,
    fromPeriod: '2026-06-01',
    goalValue: 5,
    goalValueMax: 15,
    comparison: 'Between',
  });
  await db.insert(measuredValues).values({
    measurableId: measurable.id,
    orgId,
    intervalId: '2026-11-30',
    value: 7.5,
    note: 'Holiday week',
    updatedByPersonId: team.admin.person.id,
  });
  await db.insert(scorecardPreferences).values({ personId: ownerId, orgId, showTotal: true });

  const vto = await buildVto(db, orgId, ownerId);
  await db
    .update(vtoSections)
    .set({ content: { values: [{ id: 'v1', title: 'Be honest', description: '' }] } })
    .where(eq(vtoSections.revisionId, vto.revision.id));
  await db.insert(vtoQuarterlyRocks).values({
    orgId,
    revisionId: vto.revision.id,
    rockId: rock.id,
    actual: { value: 3, valueScale: 'One', decimalPlaces: 0 },
  });
  const chart = await buildAcChart(db, orgId, ownerId);
  await db
    .update(acSeats)
    .set({ assignedToPersonId: team.admin.person.id, notes: 'Runs the day to day' })
    .where(eq(acSeats.id, chart.seat.id));
  await db.update(acSeats).set({ placeholderName: 'To hire' }).where(eq(acSeats.id, chart.root.id));
  await db.insert(dashboards).values({
    personId: ownerId,
    orgId,
    widgetSettings: [
      { i: 'w1', x: 0, y: 0, w: 6, h: 4, type: 'ToDos', filters: { tractionId: meeting.id } },
    ] as never,
  });
  return { meeting, other, todo, rock };
}
