import type { TDb } from '../../db/client.ts';
import { meetingOccurrences, type TMeetingSummary } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildHeadline, buildIssue, buildRock, buildTodo } from '../../test/item-factories.ts';
import { setFlags } from '../../test/pdf-text.ts';
import { buildMeasurable, scorecardIdOf } from '../../test/scorecard-factories.ts';
import { buildScorecardTeam } from '../scorecards/scorecards.test-support.ts';

/** Owner's name as a PDF prints it. */
export const nameOf = (member: { user: { firstName: string; lastName: string } }) =>
  `${member.user.firstName} ${member.user.lastName}`;

/**
 * The PDF route tests' team: the scorecard team (Owner, Admin, Manager, Member, Observer; a
 * meeting inviting the Member and the Observer) with MeetingPdfs switched on, items in the
 * meeting (titles in Latin, Greek and Cyrillic), a measurable, a held meeting whose frozen
 * summary names them, and an outsider's organisation with its own meeting.
 */
export async function buildPdfTeam(db: TDb) {
  const team = await buildScorecardTeam(db);
  await setFlags(db, { MeetingPdfs: true });
  const { orgId, meeting, member } = team;
  const owner = member.person.id;
  const todo = await buildTodo(db, orgId, {
    ownerPersonId: owner,
    meetingId: meeting.id,
    title: 'Call Ωmega Λtd about the Привет order',
    dueDate: '2030-01-15',
    contentHtml: '<p>Ask for <strong>the signed copy</strong></p><ul><li>before Friday</li></ul>',
  });
  const issue = await buildIssue(db, orgId, {
    ownerPersonId: owner,
    meetingId: meeting.id,
    title: 'Hiring is slow',
  });
  const headline = await buildHeadline(db, orgId, {
    ownerPersonId: owner,
    meetingId: meeting.id,
    title: 'Won the Acme account',
  });
  const rock = await buildRock(db, orgId, {
    ownerPersonId: owner,
    meetingIds: [meeting.id],
    title: 'Launch the new website',
    status: 'OffTrack',
  });
  const measurable = await buildMeasurable(db, orgId, { meetingId: meeting.id, ownerPersonId: owner });
  const startedAt = new Date('2026-03-02T15:00:00Z');
  const summary: TMeetingSummary = {
    date: startedAt.toISOString(),
    durationMs: 95 * 60_000,
    sections: [
      { id: 's1', name: 'Segue', lengthInMinutes: 5, elapsedMs: 7 * 60_000 },
      { id: 's2', name: 'IDS', lengthInMinutes: 60, elapsedMs: 48 * 60_000 },
    ],
    attendees: [{ personId: owner, name: nameOf(member), rating: 9 }],
    averageRating: 9,
    todosAdded: [{ id: todo.id, title: todo.title }],
    todosCompleted: [],
    issuesSolved: [{ id: issue.id, title: issue.title }],
    headlinesReviewed: [{ id: headline.id, title: headline.title }],
    rocks: { onTrack: 0, offTrack: 1, onTrackPercent: 0 },
    scorecard: null,
  };
  const [held] = await db
    .insert(meetingOccurrences)
    .values({
      orgId,
      meetingId: meeting.id,
      startedAt,
      endedAt: new Date(startedAt.getTime() + summary.durationMs),
      durationMs: summary.durationMs,
      averageRating: 9,
      summary,
    })
    .returning();
  const outsider = await buildMember(db);
  const outsiderMeeting = await buildMeeting(db, outsider.orgId, { ownerPersonId: outsider.person.id });
  return {
    ...team,
    todo,
    issue,
    headline,
    rock,
    measurable,
    held: held ?? { id: '' },
    outsider,
    outsiderMeeting,
    outsiderScorecardId: await scorecardIdOf(db, outsiderMeeting.id),
  };
}
