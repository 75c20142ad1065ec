import type {
  TAttendeePresence,
  TIdsStatus,
  TLiveMeetingStatus,
  TSegueStatus,
} from '@cairn/domain/live-meeting/live-meeting.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { issues } from './issues.ts';
import { people } from './orgs.ts';
import { meetingIdColumn, orgIdColumn } from './tenant-columns.ts';

/** One agenda section of a running meeting with its own clock (server instants). */
export type TStoredLiveAgendaItem = {
  id: string;
  name: string;
  lengthInMinutes: number;
  /** What the section ran before its current run. */
  elapsedMs: number;
  /** ISO instant the current run began; null when the section is not running. */
  activeSince: string | null;
};

/** The frozen record of one ended meeting (issue #12 "End"); written once by `end`. */
export type TMeetingSummary = {
  date: string;
  durationMs: number;
  sections: { id: string; name: string; lengthInMinutes: number; elapsedMs: number }[];
  /** `isInRoom`: marked in the room when it ended (the next meeting starts with them there). */
  attendees: { personId: string; name: string; rating: number | null; isInRoom?: boolean }[];
  averageRating: number | null;
  todosAdded: { id: string; title: string }[];
  todosCompleted: { id: string; title: string }[];
  issuesSolved: { id: string; title: string }[];
  headlinesReviewed: { id: string; title: string }[];
  rocks: { onTrack: number; offTrack: number; onTrackPercent: number | null };
  /** The scorecard as it stood, when the scorecards module is there. */
  scorecard: unknown;
};

/**
 * One occurrence of a meeting series (the spec's `meetingId`): made by `start`, kept as history
 * when it ends with its duration and frozen summary.
 */
export const meetingOccurrences = pgTable(
  'meeting_occurrences',
  {
    ...baseColumns(),
    orgId: orgIdColumn(),
    /** The series (the spec's `meetingThreadId`). */
    meetingId: meetingIdColumn(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    durationMs: integer('duration_ms'),
    /** Average of the ratings given (one decimal), kept for the history list. */
    averageRating: real('average_rating'),
    summary: jsonb('summary').$type<TMeetingSummary>(),
  },
  (t) => [
    index('meeting_occurrences_org_meeting_started_idx').on(t.orgId, t.meetingId, t.startedAt),
    // Insights: the organisation's ended meetings in a span of weeks.
    index('meeting_occurrences_org_started_ended_idx')
      .on(t.orgId, t.startedAt)
      .where(sql`${t.endedAt} is not null`),
    check('meeting_occurrences_duration', sql`${t.durationMs} is null or ${t.durationMs} >= 0`),
  ],
);

/**
 * The live state of a series' meeting: one row per series while a meeting is joined or running
 * (deleted when it ends). Every action is one transaction that bumps `version`.
 */
export const liveMeetings = pgTable(
  'live_meetings',
  {
    ...baseColumns(),
    orgId: orgIdColumn(),
    /** The series (the spec's `meetingThreadId`). */
    meetingId: meetingIdColumn(),
    /** The occurrence, once started. */
    occurrenceId: uuid('occurrence_id').references(() => meetingOccurrences.id, { onDelete: 'set null' }),
    status: text('status').$type<TLiveMeetingStatus>().notNull().default('NotStarted'),
    scribePersonId: uuid('scribe_person_id').references(() => people.id, { onDelete: 'set null' }),
    agendaName: text('agenda_name').notNull(),
    agenda: jsonb('agenda').$type<TStoredLiveAgendaItem[]>().notNull(),
    agendaIndex: integer('agenda_index').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    pausedAt: timestamp('paused_at', { withTimezone: true, mode: 'date' }),
    pausedMs: integer('paused_ms').notNull().default(0),
    selectedAttendeeId: uuid('selected_attendee_id'),
    focusIndex: integer('focus_index').notNull().default(-1),
    prevFocusIndex: integer('prev_focus_index').notNull().default(-1),
    idsStatus: text('ids_status').$type<TIdsStatus>().notNull().default('Prioritizing'),
    focusIssueIds: jsonb('focus_issue_ids').$type<string[]>().notNull().default([]),
    discussedIssueIds: jsonb('discussed_issue_ids').$type<string[]>().notNull().default([]),
    solvedIssueIds: jsonb('solved_issue_ids').$type<string[]>().notNull().default([]),
    reviewedHeadlineIds: jsonb('reviewed_headline_ids').$type<string[]>().notNull().default([]),
    completedTodoIds: jsonb('completed_todo_ids').$type<string[]>().notNull().default([]),
    addedTodoIds: jsonb('added_todo_ids').$type<string[]>().notNull().default([]),
    issueCount: integer('issue_count').notNull().default(0),
    sendRecapEmail: boolean('send_recap_email').notNull().default(true),
    clearMeetingItems: boolean('clear_meeting_items').notNull().default(false),
  },
  (t) => [
    uniqueIndex('live_meetings_meeting_idx').on(t.meetingId),
    index('live_meetings_org_idx').on(t.orgId),
    check('live_meetings_paused_ms', sql`${t.pausedMs} >= 0`),
    check('live_meetings_status', sql`${t.status} in ('NotStarted', 'Running')`),
    check('live_meetings_ids_status', sql`${t.idsStatus} in ('Prioritizing', 'Complete')`),
  ],
);

/** Who is in a live meeting: presence, segue turn and rating (cleared with the live row). */
export const liveMeetingAttendees = pgTable(
  'live_meeting_attendees',
  {
    liveMeetingId: uuid('live_meeting_id')
      .notNull()
      .references(() => liveMeetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    presence: text('presence').$type<TAttendeePresence>().notNull().default('Online'),
    segueStatus: text('segue_status').$type<TSegueStatus>().notNull().default('Waiting'),
    rating: integer('rating'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.liveMeetingId, t.personId] }),
    check('live_meeting_attendees_rating', sql`${t.rating} is null or ${t.rating} between 1 and 10`),
    check('live_meeting_attendees_presence', sql`${t.presence} in ('Online', 'InRoom', 'Away')`),
  ],
);

/** One line of a series' pre-meeting checklist. */
export type TChecklistItem = { id: string; text: string; done: boolean };

/** A series' short pre-meeting checklist (e.g. "Scorecard filled in"), reset after each meeting. */
export const meetingChecklists = pgTable(
  'meeting_checklists',
  {
    ...baseColumns(),
    orgId: orgIdColumn(),
    meetingId: meetingIdColumn(),
    items: jsonb('items').$type<TChecklistItem[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('meeting_checklists_meeting_idx').on(t.meetingId)],
);

/** Where an issue dropped to IDS during a live meeting came from (the add-*-as-issue calls). */
export const LIVE_ISSUE_SOURCES = ['measurable', 'rock', 'headline', 'todo'] as const;
export type TLiveIssueSource = (typeof LIVE_ISSUE_SOURCES)[number];

/**
 * The link from an issue made in a live meeting to its source item. One per source and
 * occurrence, so a double click makes one issue.
 */
export const liveIssueSources = pgTable(
  'live_issue_sources',
  {
    issueId: uuid('issue_id')
      .primaryKey()
      .references(() => issues.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    meetingId: meetingIdColumn(),
    /** The occurrence it was made in (null before start). */
    occurrenceId: uuid('occurrence_id'),
    sourceType: text('source_type').$type<TLiveIssueSource>().notNull(),
    sourceId: uuid('source_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('live_issue_sources_source_idx').on(t.orgId, t.meetingId, t.sourceType, t.sourceId),
    check('live_issue_sources_type', sql`${t.sourceType} in ('measurable', 'rock', 'headline', 'todo')`),
  ],
);
