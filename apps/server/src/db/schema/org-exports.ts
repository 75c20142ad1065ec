import type { TExportStatus } from '@cairn/domain/org-export/org-export.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { people } from './orgs.ts';
import { orgIdColumn } from './tenant-columns.ts';

/** Raw bytes (PostgreSQL `bytea`): node-postgres reads a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An export of an organisation (issue 37 point 1): queued, run by a job with its progress, and
 * kept 7 days after it is done. The zip lives in `org_export_chunks`, in the database, so every
 * node of a multi-node set-up can serve it (docs/decisions/0018).
 */
export const orgExports = pgTable(
  'org_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByPersonId: uuid('requested_by_person_id').references(() => people.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<TExportStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    counts: jsonb('counts').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('org_exports_org_idx').on(t.orgId, t.createdAt),
    check('org_exports_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('org_exports_progress', sql`${t.progress} between 0 and 100`),
  ],
);

/** The zip of an export in pieces of a few MB, in order: written as it is made, read as it is sent. */
export const orgExportChunks = pgTable(
  'org_export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => orgExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);
