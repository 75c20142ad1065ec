import type { TColorTag } from '@cairn/domain/meetings/meetings.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { orgs, people } from './orgs.ts';

/** One stored agenda section (answered as `agenda.items`). */
export type TStoredAgendaItem = { id: string; name: string; lengthInMinutes: number };

/**
 * A meeting series (the spec's "traction"). The title is unique per organisation among
 * active meetings, ignoring case; at most one active meeting per organisation is the
 * leadership team meeting. Archiving is soft (`archived_at`).
 */
export const meetings = pgTable(
  'meetings',
  {
    ...baseColumns(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The meeting owner; null when that person left the organisation. */
    ownerPersonId: uuid('owner_person_id').references(() => people.id, { onDelete: 'set null' }),
    colorTag: text('color_tag').$type<TColorTag>().notNull().default('None'),
    /** Weekly schedule: all three set, or all three null. Weekday as getDay() (0 = Sunday). */
    scheduleWeekday: integer('schedule_weekday'),
    /** Local start time, HH:mm. */
    scheduleTime: text('schedule_time'),
    /** IANA time zone of the start time. */
    scheduleTimeZone: text('schedule_time_zone'),
    agenda: jsonb('agenda').$type<TStoredAgendaItem[]>().notNull(),
    isLeadershipTeam: boolean('is_leadership_team').notNull().default(false),
    /** The meeting's one scorecard, made with it (002 §3 `traction.scorecardId`). */
    scorecardId: uuid('scorecard_id').notNull().unique('meetings_scorecard_idx').defaultRandom(),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('meetings_org_idx').on(t.orgId),
    uniqueIndex('meetings_org_title_active_idx')
      .on(t.orgId, sql`lower(${t.title})`)
      .where(sql`${t.archivedAt} is null`),
    uniqueIndex('meetings_org_leadership_idx')
      .on(t.orgId)
      .where(sql`${t.isLeadershipTeam} and ${t.archivedAt} is null`),
    check(
      'meetings_schedule_complete',
      sql`(${t.scheduleWeekday} is null) = (${t.scheduleTime} is null) and (${t.scheduleTime} is null) = (${t.scheduleTimeZone} is null)`,
    ),
    check('meetings_schedule_weekday', sql`${t.scheduleWeekday} between 0 and 6`),
  ],
);

/** Who is invited to a meeting (always including its owner). */
export const meetingInvitees = pgTable(
  'meeting_invitees',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.personId] }),
    index('meeting_invitees_person_idx').on(t.personId),
  ],
);

/** A person's favourite meetings (their list shows favourites first). */
export const meetingFavorites = pgTable(
  'meeting_favorites',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.personId] }),
    index('meeting_favorites_person_idx').on(t.personId),
  ],
);
