import { type SQL, sql } from 'drizzle-orm';
import { rockMeetings, rocks } from '../db/schema/index.ts';
import { inVisibleMeetingSql, type TScopeActor } from './meeting-scope.ts';
import { meetingPolicy } from './meetings.ts';

/** The rock is in a meeting that `meetingCondition` (on `rock_meetings.meeting_id`) accepts. */
export const rockInMeetingSql = (meetingCondition: SQL) =>
  sql`exists (select 1 from ${rockMeetings} where ${rockMeetings.rockId} = ${rocks.id} and ${meetingCondition})`;

/** Who sees a rock: its owner, and whoever sees any of its meetings (a rock has several). */
export const rockPolicy = {
  scope: (actor: TScopeActor): SQL =>
    sql`(${rocks.ownerPersonId} = ${actor.person.id} or ${rockInMeetingSql(inVisibleMeetingSql(actor, rockMeetings.meetingId))})`,
  /** True when the actor may put rocks into this meeting. */
  canUseMeeting: meetingPolicy.canChange,
};
