import type { TAcVisibility } from '@cairn/domain/ac/ac.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { orgs, people } from './orgs.ts';

/** An Accountability Chart folder (001 §3); titles unique per organisation (trimmed, any case). */
export const acCollections = pgTable(
  'ac_collections',
  {
    ...baseColumns(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isCompanyFolder: boolean('is_company_folder').notNull().default(false),
    createdByPersonId: uuid('created_by_person_id').references(() => people.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('ac_collections_org_title_idx').on(t.orgId, sql`lower(trim(${t.title}))`),
    uniqueIndex('ac_collections_org_company_idx').on(t.orgId).where(sql`${t.isCompanyFolder}`),
  ],
);

/** A chart revision: draft or published, in one folder, with who may see and edit it. Soft-deleted. */
export const acRevisions = pgTable(
  'ac_revisions',
  {
    ...baseColumns(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => acCollections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    visibility: jsonb('visibility').$type<TAcVisibility>().notNull(),
    /** The key the next seat of this revision gets. */
    nextSeatKey: integer('next_seat_key').notNull().default(1),
    createdByPersonId: uuid('created_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('ac_revisions_org_collection_idx').on(t.orgId, t.collectionId),
    uniqueIndex('ac_revisions_collection_title_idx')
      .on(t.collectionId, sql`lower(trim(${t.title}))`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A seat of a revision: its place in the tree, its holder (a person or a placeholder name) and roles. */
export const acSeats = pgTable(
  'ac_seats',
  {
    ...baseColumns(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => acRevisions.id, { onDelete: 'cascade' }),
    /** A short number per revision, stable across edits (the chart's node key). */
    key: integer('key').notNull(),
    title: text('title').notNull(),
    /** Null only for the root seat. */
    parentId: uuid('parent_id'),
    isRoot: boolean('is_root').notNull().default(false),
    isAssistant: boolean('is_assistant').notNull().default(false),
    assignedToPersonId: uuid('assigned_to_person_id').references(() => people.id, { onDelete: 'set null' }),
    placeholderName: text('placeholder_name'),
    roles: jsonb('roles').$type<string[]>().notNull(),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    index('ac_seats_revision_idx').on(t.revisionId),
    uniqueIndex('ac_seats_revision_key_idx').on(t.revisionId, t.key),
  ],
);
