import { HEADLINE_STATUSES, type THeadlineStatus } from '@cairn/domain/headlines/headlines.constants';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { titleTrigramIndex, tractionItemColumns } from './item-columns.ts';
import { meetings } from './meetings.ts';

const statusList = sql.raw(HEADLINE_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A headline of a meeting (001 §3) with its review status. A cascaded copy names the headline
 * it was cascaded from (kept when the original is deleted, since deletes are soft).
 */
export const headlines = pgTable(
  'headlines',
  {
    ...baseColumns(),
    ...tractionItemColumns(),
    /** The meeting (the spec's `tractionId`). */
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    status: text('status').$type<THeadlineStatus>().notNull().default('ToReview'),
    cascadedFromHeadlineId: uuid('cascaded_from_headline_id').references((): AnyPgColumn => headlines.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    titleTrigramIndex('headlines_title_trgm_idx', t.title),
    index('headlines_org_meeting_status_idx')
      .on(t.orgId, t.meetingId, t.status)
      .where(sql`${t.deletedAt} is null`),
    index('headlines_org_owner_status_idx')
      .on(t.orgId, t.ownerPersonId, t.status)
      .where(sql`${t.deletedAt} is null`),
    check('headlines_status', sql`${t.status} in (${statusList})`),
  ],
);
