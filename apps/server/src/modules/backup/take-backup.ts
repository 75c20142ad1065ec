import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { buildExport } from '../org-export/index.ts';
import { packBackup } from './backup-archive.ts';
import {
  appliedMigration,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  ORGANIZATIONS_FOLDER,
  PGDATA_FILE,
  SECRET_FILES,
  SECRETS_FOLDER,
  type TBackupManifest,
} from './backup-manifest.ts';

/** What a backup is taken from: the open database, and the data folder whose secrets it carries. */
export type TBackupSource = { database: TDatabase; dataDir: string; cairnVersion: string };

/** The generated secrets present in the data folder, as backup entries. */
function secretEntries(dataDir: string): Record<string, Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  for (const name of SECRET_FILES) {
    const file = path.join(dataDir, name);
    if (existsSync(file)) entries[`${SECRETS_FOLDER}${name}`] = readFileSync(file);
  }
  return entries;
}

/** One organisation's export (modules/org-export) as the bytes of its zip. */
async function exportOf(source: TBackupSource, orgId: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await buildExport({
    db: source.database.db,
    orgId,
    cairnVersion: source.cairnVersion,
    sink: async (_seq, data) => {
      chunks.push(data);
    },
    onProgress: async () => {},
  });
  return Buffer.concat(chunks);
}

/**
 * Takes a backup of the open database. Embedded: PGlite's dump of its data folder, taken in its
 * thread between transactions (a consistent snapshot while the server keeps writing), with the
 * generated secrets. PostgreSQL: the app-level export of every organisation (the database itself
 * is `pg_dump`'s job; docs/operations.md).
 */
export async function createBackup(
  source: TBackupSource,
): Promise<{ bytes: Uint8Array; manifest: TBackupManifest }> {
  const { database } = source;
  const migration = await appliedMigration(database.db);
  const entries: Record<string, Uint8Array> = secretEntries(source.dataDir);
  const organizations: { id: string; name: string }[] = [];
  if (database.kind === 'pglite') {
    if (!database.dumpDataDir) throw new Error('This embedded database cannot be dumped.');
    entries[PGDATA_FILE] = await database.dumpDataDir();
  } else {
    const rows = await database.db
      .select({ id: orgs.id, name: orgs.name })
      .from(orgs)
      .orderBy(asc(orgs.createdAt));
    for (const org of rows) {
      entries[`${ORGANIZATIONS_FOLDER}${org.id}.zip`] = await exportOf(source, org.id);
      organizations.push(org);
    }
  }
  const manifest: TBackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    cairnVersion: source.cairnVersion,
    engine: database.kind,
    migration,
    createdAt: new Date().toISOString(),
    organizations,
    files: Object.keys(entries),
  };
  return { bytes: packBackup(manifest, entries), manifest };
}

/** What an operator reads after a backup on PostgreSQL: the database itself is pg_dump's. */
export const POSTGRES_BACKUP_GUIDANCE = [
  'On PostgreSQL this file holds the export of every organisation (each importable with POST org/import)',
  "and the generated secrets; the database itself is backed up with PostgreSQL's own tools:",
  '  pg_dump --format=custom --file=cairn.dump "$DATABASE_URL"',
  'and restored into an empty database, with Cairn stopped, with:',
  '  pg_restore --no-owner --dbname="$DATABASE_URL" cairn.dump',
].join('\n');
