import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { people } from './orgs.ts';
import { orgIdColumn } from './tenant-columns.ts';

/**
 * The tables every revisioned document (the V/TO, the Accountability Chart, ...) keeps the same
 * way: folders (the spec's "collections", 001 §3) holding revisions (draft or published, soft
 * deleted), with the sections of a revision in tables of the document's own. The names stay
 * `{prefix}_collections` and `{prefix}_revisions` with the indexes the first migrations made,
 * so these builders change no table (docs/documents-kernel.md).
 */

/** A document's folder table: titles unique per organisation (trimmed, any case), one company folder. */
export function documentCollections(prefix: string) {
  return pgTable(
    `${prefix}_collections`,
    {
      ...baseColumns(),
      orgId: orgIdColumn(),
      title: text('title').notNull(),
      isCompanyFolder: boolean('is_company_folder').notNull().default(false),
      createdByPersonId: uuid('created_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    },
    (t) => [
      uniqueIndex(`${prefix}_collections_org_title_idx`).on(t.orgId, sql`lower(trim(${t.title}))`),
      uniqueIndex(`${prefix}_collections_org_company_idx`).on(t.orgId).where(sql`${t.isCompanyFolder}`),
    ],
  );
}

export type TDocumentCollectionsTable = ReturnType<typeof documentCollections>;

/**
 * A document's revision table: draft or published, in one folder, its title unique among the
 * folder's live revisions (ignoring case); `extra` holds the document's own columns (who sees it,
 * counters). Deleting is soft, so another user's open page can say it was removed (002 §8).
 */
export function documentRevisions<E extends Record<string, PgColumnBuilderBase>>(
  prefix: string,
  collections: TDocumentCollectionsTable,
  extra: E,
) {
  return pgTable(
    `${prefix}_revisions`,
    {
      ...baseColumns(),
      orgId: orgIdColumn(),
      collectionId: uuid('collection_id')
        .notNull()
        .references(() => collections.id, { onDelete: 'cascade' }),
      title: text('title').notNull(),
      isPublished: boolean('is_published').notNull().default(false),
      createdByPersonId: uuid('created_by_person_id').references(() => people.id, { onDelete: 'set null' }),
      deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
      ...extra,
    },
    (t) => [
      index(`${prefix}_revisions_org_collection_idx`).on(t.orgId, t.collectionId),
      uniqueIndex(`${prefix}_revisions_collection_title_idx`)
        .on(t.collectionId, sql`lower(trim(${t.title}))`)
        .where(sql`${t.deletedAt} is null`),
    ],
  );
}

/** The revision table with no document columns: what the kernel (modules/documents) reads and writes. */
export type TDocumentRevisionsTable = ReturnType<
  typeof documentRevisions<Record<never, PgColumnBuilderBase>>
>;

/** The columns every section row of a revision starts with: its tenant and its revision (removed with it). */
export const revisionPartColumns = (revisions: { id: AnyPgColumn }) => ({
  ...baseColumns(),
  orgId: orgIdColumn(),
  revisionId: uuid('revision_id')
    .notNull()
    .references(() => revisions.id, { onDelete: 'cascade' }),
});
