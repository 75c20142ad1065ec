import { OPEN_TODO_STATUSES, TODO_STATUSES, type TTodoStatus } from '@cairn/domain/todos/todos.constants';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { titleTrigramIndex, tractionItemColumns } from './item-columns.ts';
import { meetings } from './meetings.ts';

const quoted = (statuses: readonly TTodoStatus[]) =>
  sql.raw(statuses.map((status) => `'${status}'`).join(', '));
const statusList = quoted(TODO_STATUSES);
const openStatusList = quoted(OPEN_TODO_STATUSES);

/**
 * A to-do: a meeting to-do (`meeting_id` set) or a personal one (no meeting, owned by its
 * creator). The indexes serve `POST todos/search` and skip soft-deleted rows, as every read does.
 */
export const todos = pgTable(
  'todos',
  {
    ...baseColumns(),
    ...tractionItemColumns(),
    /** The meeting (the spec's `tractionId`); null for a personal to-do. */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<TTodoStatus>().notNull().default('Pending'),
    /** When it was marked Done; null otherwise. */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    titleTrigramIndex('todos_title_trgm_idx', t.title),
    index('todos_org_owner_status_idx')
      .on(t.orgId, t.ownerPersonId, t.status)
      .where(sql`${t.deletedAt} is null`),
    // The owner too, so a meeting's count under the visibility rule reads the index alone.
    index('todos_org_meeting_status_idx')
      .on(t.orgId, t.meetingId, t.status, t.ownerPersonId)
      .where(sql`${t.deletedAt} is null`),
    // A meeting's open to-dos by due date: the first page of its list without a sort.
    index('todos_open_meeting_due_idx')
      .on(t.orgId, t.meetingId, t.dueDate, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} in (${openStatusList})`),
    index('todos_org_due_idx').on(t.orgId, t.dueDate).where(sql`${t.deletedAt} is null`),
    // The live meeting's to-dos touched since it started (live-meeting.presenter.ts): read from
    // the index by time, not from every to-do the meeting ever had (20 ms at 10,000; issue 38).
    index('todos_org_meeting_updated_idx')
      .on(t.orgId, t.meetingId, t.updatedAt)
      .where(sql`${t.deletedAt} is null`),
    // Insights: a span of weeks' meeting to-dos by due date, read from the index alone.
    index('todos_org_due_meeting_status_idx')
      .on(t.orgId, t.dueDate, t.meetingId, t.status, t.ownerPersonId)
      .where(sql`${t.deletedAt} is null and ${t.meetingId} is not null`),
    check('todos_status', sql`${t.status} in (${statusList})`),
  ],
);
