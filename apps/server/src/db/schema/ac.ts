import type { TAcVisibility } from '@cairn/domain/ac/ac-visibility';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documentCollections, documentRevisions, revisionPartColumns } from './documents.ts';
import { people } from './orgs.ts';

/** An Accountability Chart folder (001 §3); titles unique per organisation (trimmed, any case). */
export const acCollections = documentCollections('ac');

/** A chart revision: draft or published, in one folder, with who may see and edit it. Soft-deleted. */
export const acRevisions = documentRevisions('ac', acCollections, {
  visibility: jsonb('visibility').$type<TAcVisibility>().notNull(),
  /** The key the next seat of this revision gets. */
  nextSeatKey: integer('next_seat_key').notNull().default(1),
});

/** A seat of a revision: its place in the tree, its holder (a person or a placeholder name) and roles. */
export const acSeats = pgTable(
  'ac_seats',
  {
    ...revisionPartColumns(acRevisions),
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
