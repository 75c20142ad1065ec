import type { TVtoSectionKind } from '@cairn/domain/vto/vto.constants';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documentCollections, documentRevisions, revisionPartColumns } from './documents.ts';
import { people } from './orgs.ts';
import { rocks } from './rocks.ts';

/**
 * A V/TO folder (the spec's "collection", 001 §3). Titles are unique per organisation after
 * trimming, ignoring case; at most one is the company folder.
 */
export const vtoCollections = documentCollections('vto');

/**
 * A V/TO revision (002 §3): draft or published, in one folder; its title is unique in the
 * folder ignoring case. Deleting is soft, so another user's open page can say it was removed.
 */
export const vtoRevisions = documentRevisions('vto', vtoCollections, {
  /** Only the leadership team (and the creator) read the Traction page; the Vision page stays shared. */
  isTractionLtOnly: boolean('is_traction_lt_only').notNull().default(false),
  /** Who changed it last (the folder lists' "last updated by"). */
  updatedByPersonId: uuid('updated_by_person_id').references(() => people.id, { onDelete: 'set null' }),
});

/**
 * One section of a revision (core values, core focus, the plans ...), its content as JSON
 * (shape per kind in `modules/vto/vto-sections.ts`) and its own version, so two people editing
 * different sections never clash.
 */
export const vtoSections = pgTable(
  'vto_sections',
  {
    ...revisionPartColumns(vtoRevisions),
    kind: text('kind').$type<TVtoSectionKind>().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('vto_sections_revision_kind_idx').on(t.revisionId, t.kind)],
);

/** A quarterly plan's rock: a link to the organisation's real rock (its status shows live). */
export const vtoQuarterlyRocks = pgTable(
  'vto_quarterly_rocks',
  {
    ...revisionPartColumns(vtoRevisions),
    rockId: uuid('rock_id')
      .notNull()
      .references(() => rocks.id, { onDelete: 'cascade' }),
    /** The recorded quarterly result (001 §3 actual result), or null. */
    actual: jsonb('actual').$type<{ value: number | null; valueScale: string; decimalPlaces: number }>(),
  },
  (t) => [uniqueIndex('vto_quarterly_rocks_revision_rock_idx').on(t.revisionId, t.rockId)],
);

/** An issue of a revision's long-term issues list (000 §3: an issue may live on the V/TO). */
export const vtoLongTermIssues = pgTable(
  'vto_long_term_issues',
  {
    ...revisionPartColumns(vtoRevisions),
    title: text('title').notNull(),
    ownerPersonId: uuid('owner_person_id').references(() => people.id, { onDelete: 'set null' }),
    contentHtml: text('content_html').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('vto_long_term_issues_revision_idx').on(t.revisionId)],
);
