import { ISSUE_STATUSES, type TIssueStatus } from '@cairn/domain/issues/issues.constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { titleTrigramIndex, tractionItemColumns } from './item-columns.ts';
import { meetings } from './meetings.ts';

const statusList = sql.raw(ISSUE_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * An issue of a meeting (000 §3). `meeting_id` is nullable for the V/TO issues that arrive
 * with the V/TO; every issue made today has one. Indexes serve `POST issues/search`.
 */
export const issues = pgTable(
  'issues',
  {
    ...baseColumns(),
    ...tractionItemColumns(),
    /** The meeting (the spec's `tractionId`). */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    status: text('status').$type<TIssueStatus>().notNull().default('Open'),
    /** When it was solved; null while Open. */
    solvedAt: timestamp('solved_at', { withTimezone: true, mode: 'date' }),
    /** Rank in the meeting's IDS list (1 first); null when not prioritised. */
    priority: integer('priority'),
  },
  (t) => [
    titleTrigramIndex('issues_title_trgm_idx', t.title),
    index('issues_org_meeting_status_idx')
      .on(t.orgId, t.meetingId, t.status)
      .where(sql`${t.deletedAt} is null`),
    index('issues_org_owner_status_idx')
      .on(t.orgId, t.ownerPersonId, t.status)
      .where(sql`${t.deletedAt} is null`),
    // Insights: issues raised, and issues solved, in a span of weeks.
    index('issues_org_created_idx').on(t.orgId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('issues_org_solved_idx')
      .on(t.orgId, t.solvedAt)
      .where(sql`${t.deletedAt} is null and ${t.solvedAt} is not null`),
    check('issues_status', sql`${t.status} in (${statusList})`),
    check('issues_priority', sql`${t.priority} is null or ${t.priority} >= 1`),
  ],
);
