import { type ExtraConfigColumn, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs, people } from './orgs.ts';

/**
 * Columns every traction item table (todos, rocks, issues, headlines) carries besides
 * `baseColumns()`: the tenant, the title, the owner, the notes and the soft-delete mark
 * (ARCHITECTURE §7). The shared services in `modules/traction-items` rely on these names.
 */
export const tractionItemColumns = () => ({
  orgId: uuid('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** The owner; null when that person left the organisation (the item stays, unassigned). */
  ownerPersonId: uuid('owner_person_id').references(() => people.id, { onDelete: 'set null' }),
  /** Sanitized rich text (notes); '' when empty. */
  contentHtml: text('content_html').notNull().default(''),
  /** Soft delete: a deleted item is gone from every read but kept for the record. */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

/**
 * The trigram index of an item table's title (pg_trgm, migration 0005): serves the lists'
 * text search (`title ilike '%words%'`) without reading every row.
 */
export const titleTrigramIndex = (name: string, title: ExtraConfigColumn) =>
  index(name).using('gin', title.op('gin_trgm_ops'));
