import type { TQuarterlyResult } from '@cairn/domain/quarterly/quarterly.schemas';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { people } from './orgs.ts';
import { meetingIdColumn, orgIdColumn } from './tenant-columns.ts';

/**
 * A quarterly session of a meeting (issue 32): opened by `start` for the quarter it closes,
 * ended once by `finish` with its recorded result (attendees, the rocks' verdicts, carried and
 * dropped rocks, new rocks). Ended sessions are part of the meeting's history.
 */
export const quarterlySessions = pgTable(
  'quarterly_sessions',
  {
    ...baseColumns(),
    orgId: orgIdColumn(),
    /** The series (the spec's `meetingThreadId`). */
    meetingId: meetingIdColumn(),
    /** The quarter it closes and the one it plans, `YYYY-Qn`. */
    quarter: text('quarter').notNull(),
    nextQuarter: text('next_quarter').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedByPersonId: uuid('started_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    result: jsonb('result').$type<TQuarterlyResult>(),
  },
  (t) => [
    // The meeting's history lists ended sessions by date; one open session per meeting.
    index('quarterly_sessions_org_meeting_started_idx').on(t.orgId, t.meetingId, t.startedAt),
    uniqueIndex('quarterly_sessions_open_idx').on(t.meetingId).where(sql`${t.endedAt} is null`),
    check(
      'quarterly_sessions_quarter',
      sql`${t.quarter} ~ '^[0-9]{4}-Q[1-4]$' and ${t.nextQuarter} ~ '^[0-9]{4}-Q[1-4]$'`,
    ),
    check('quarterly_sessions_result', sql`(${t.endedAt} is null) = (${t.result} is null)`),
  ],
);
