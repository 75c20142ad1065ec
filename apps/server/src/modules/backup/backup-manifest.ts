import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';

/** What a backup file says it is (its `manifest.json`); docs/operations.md. */
export const BACKUP_FORMAT = 'cairn-backup';
/** Bumped when the file's layout changes in a way an older Cairn cannot read. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** The embedded data folder, as PGlite's `dumpDataDir` gives it (a gzipped tarball). */
export const PGDATA_FILE = 'pgdata.tar.gz';
/** The generated secrets of the data folder, by file name (today `session-secret`). */
export const SECRETS_FOLDER = 'secrets/';
/** On PostgreSQL: one organisation export (modules/org-export) per organisation. */
export const ORGANIZATIONS_FOLDER = 'organizations/';
/** The data folder's generated secrets a backup carries and a restore puts back. */
export const SECRET_FILES = ['session-secret'];

export type TBackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  cairnVersion: string;
  engine: 'pglite' | 'postgres';
  /** The latest migration the database had (its drizzle-kit tag); null when none ran. */
  migration: string | null;
  createdAt: string;
  /** On PostgreSQL, the organisations whose exports the file holds. */
  organizations: { id: string; name: string }[];
  files: string[];
};

type TJournal = { entries: { when: number; tag: string }[] };

/** This code's migrations in order (drizzle-kit's journal). */
export function knownMigrations(): { when: number; tag: string }[] {
  const journal = JSON.parse(
    readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as TJournal;
  return journal.entries;
}

/**
 * The latest migration applied to `db`, by drizzle's own record (`created_at` is the journal's
 * `when`); a migration this code does not know is named by its time so a restore can refuse it.
 */
export async function appliedMigration(db: TDb): Promise<string | null> {
  const result = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const latest = result.rows[0];
  if (!latest) return null;
  const when = Number(latest.created_at);
  return knownMigrations().find((entry) => entry.when === when)?.tag ?? `unknown-${when}`;
}

/**
 * Why this Cairn cannot restore a file with this manifest (made by a newer Cairn: a newer format
 * or a migration it does not know), or null when it can.
 */
export function tooNewReason(manifest: TBackupManifest, thisVersion: string): string | null {
  const known = knownMigrations();
  const latest = known.at(-1)?.tag ?? 'none';
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    return `This backup was made by Cairn ${manifest.cairnVersion} in backup format ${manifest.formatVersion}; this Cairn (${thisVersion}) reads format ${BACKUP_FORMAT_VERSION} at most. Upgrade Cairn first, then restore.`;
  }
  if (manifest.migration && !known.some((entry) => entry.tag === manifest.migration)) {
    return `This backup was made by a newer Cairn (${manifest.cairnVersion}, migration ${manifest.migration}); this Cairn (${thisVersion}) knows migrations up to ${latest}. Upgrade Cairn first, then restore.`;
  }
  return null;
}
