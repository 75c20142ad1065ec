import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { baseColumns } from './columns.ts';
import { orgs, people } from './orgs.ts';

/**
 * One notification of the notification centre (issue 15): it belongs to a user (the bell follows
 * them across organisations) and names the organisation and person it comes through, if any.
 * `subjectKey` ties the copies of one question together (an upgrade request reaches the Owner
 * and every Admin), so answering it marks every copy actioned.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...baseColumns(),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientPersonId: uuid('recipient_person_id').references(() => people.id, { onDelete: 'set null' }),
    orgId: uuid('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isRemoved: boolean('is_removed').notNull().default(false),
    isActioned: boolean('is_actioned').notNull().default(false),
    approvalUrl: text('approval_url'),
    denyUrl: text('deny_url'),
    subjectKey: text('subject_key'),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientUserId, t.isRemoved, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.recipientUserId)
      .where(sql`not ${t.isRead} and not ${t.isRemoved}`),
    index('notifications_subject_idx').on(t.subjectKey),
  ],
);
