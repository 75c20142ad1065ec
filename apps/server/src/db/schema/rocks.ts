import {
  ROCK_STATUSES,
  ROCK_TYPES,
  type TRockStatus,
  type TRockType,
} from '@cairn/domain/rocks/rocks.constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { titleTrigramIndex, tractionItemColumns } from './item-columns.ts';
import { meetings } from './meetings.ts';
import { orgs } from './orgs.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A rock (a quarterly goal): in one or more meetings (`rock_meetings`, the main one also in
 * `meeting_id`), possibly delegated from another rock (`delegated_from_rock_id`: the title is
 * then locked). The indexes serve `POST rocks/search` and skip soft-deleted rows.
 */
export const rocks = pgTable(
  'rocks',
  {
    ...baseColumns(),
    ...tractionItemColumns(),
    /** The main meeting (the spec's `tractionId`); always one of the rock's `rock_meetings`. */
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** The rock this one was delegated from; null for a root rock. */
    delegatedFromRockId: uuid('delegated_from_rock_id').references((): AnyPgColumn => rocks.id, {
      onDelete: 'set null',
    }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    type: text('type').$type<TRockType>().notNull(),
    status: text('status').$type<TRockStatus>().notNull().default('OnTrack'),
    /** When it was marked Done; null otherwise. */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    titleTrigramIndex('rocks_title_trgm_idx', t.title),
    index('rocks_org_owner_status_idx')
      .on(t.orgId, t.ownerPersonId, t.status)
      .where(sql`${t.deletedAt} is null`),
    index('rocks_org_due_idx').on(t.orgId, t.dueDate).where(sql`${t.deletedAt} is null`),
    index('rocks_delegated_from_idx').on(t.delegatedFromRockId),
    check('rocks_status', sql`${t.status} in (${quoted(ROCK_STATUSES)})`),
    check('rocks_type', sql`${t.type} in (${quoted(ROCK_TYPES)})`),
  ],
);

/** The meetings of a rock (one or more; 000 §5). */
export const rockMeetings = pgTable(
  'rock_meetings',
  {
    rockId: uuid('rock_id')
      .notNull()
      .references(() => rocks.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.rockId, t.meetingId] }),
    index('rock_meetings_meeting_idx').on(t.meetingId),
  ],
);
