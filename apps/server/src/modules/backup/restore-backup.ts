import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPglite } from '../../db/pglite.ts';
import { unpackBackup } from './backup-archive.ts';
import {
  PGDATA_FILE,
  SECRET_FILES,
  SECRETS_FOLDER,
  type TBackupManifest,
  tooNewReason,
} from './backup-manifest.ts';

/** A restore this Cairn will not do; its message is what the operator reads. */
export class RestoreRefusedError extends Error {}

/** What a data folder may hold and still count as empty: the restore's own lock and the scheduled backups. */
const IGNORED_IN_DATA_DIR = new Set(['cairn.lock', 'backups']);

/**
 * Moves what a forced restore replaces into `replaced-<time>/` of the data folder, so a wrong
 * `--force` can still be undone by hand.
 */
function setAside(dataDir: string, names: string[]): string {
  const aside = path.join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(aside);
  for (const name of names) renameSync(path.join(dataDir, name), path.join(aside, name));
  return aside;
}

/**
 * Restores an embedded backup into `dataDir`, which the caller has locked (so no server runs on
 * it). Refuses a file from a newer Cairn, a PostgreSQL backup, and a data folder that holds
 * anything unless `force` (then what was there is set aside, not deleted).
 */
export async function restoreBackup(options: {
  bytes: Uint8Array;
  dataDir: string;
  force: boolean;
  cairnVersion: string;
}): Promise<{ manifest: TBackupManifest; setAsideIn: string | null; organizations: number }> {
  const { manifest, entries } = unpackBackup(options.bytes);
  const tooNew = tooNewReason(manifest, options.cairnVersion);
  if (tooNew) throw new RestoreRefusedError(tooNew);
  if (manifest.engine !== 'pglite') {
    throw new RestoreRefusedError(
      'This backup was taken on PostgreSQL: restore the database with pg_restore, and the organisation exports inside it with POST org/import (docs/operations.md).',
    );
  }
  const pgdata = entries[PGDATA_FILE];
  if (!pgdata) throw new RestoreRefusedError(`This backup has no ${PGDATA_FILE}: it is damaged.`);
  mkdirSync(options.dataDir, { recursive: true });
  const present = readdirSync(options.dataDir).filter((name) => !IGNORED_IN_DATA_DIR.has(name));
  if (present.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `The data folder ${options.dataDir} is not empty (${present.slice(0, 5).join(', ')}); restore into an empty folder, or add --force to set what is there aside.`,
    );
  }
  const setAsideIn = present.length > 0 ? setAside(options.dataDir, present) : null;
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const pglite = createPglite(dir, new Blob([pgdata as Uint8Array<ArrayBuffer>]));
  let organizations = 0;
  try {
    const result = await pglite.query<{ count: number }>('select count(*)::int as count from orgs');
    organizations = result.rows[0]?.count ?? 0;
  } finally {
    await pglite.close();
  }
  for (const name of SECRET_FILES) {
    const secret = entries[`${SECRETS_FOLDER}${name}`];
    if (secret) writeFileSync(path.join(options.dataDir, name), secret, { mode: 0o600 });
  }
  return { manifest, setAsideIn, organizations };
}

/** True when `dataDir` holds an embedded database (PGlite's PG_VERSION). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}
