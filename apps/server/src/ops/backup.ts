import { writeFileSync } from 'node:fs';
import { ConfigError, loadConfig, type TConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import {
  createBackup,
  hasEmbeddedDatabase,
  POSTGRES_BACKUP_GUIDANCE,
  requestBackup,
} from '../modules/backup/index.ts';

/**
 * `npm run backup -- FILE`: the whole instance into FILE (docs/operations.md). Embedded: with the
 * server stopped this opens the data folder itself; with it running (the folder is locked) it asks
 * the server through its loopback admin channel, which dumps PGlite between transactions.
 * PostgreSQL: every organisation's export, and pg_dump guidance for the database itself.
 */
async function backupBytes(config: TConfig): Promise<Uint8Array> {
  const source = { dataDir: config.dataDir, cairnVersion: config.version };
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, migrate: false });
    try {
      return (await createBackup({ ...source, database })).bytes;
    } finally {
      await database.close();
    }
  }
  if (!hasEmbeddedDatabase(config.dataDir)) {
    throw new Error(
      `There is no embedded database in ${config.dataDir} (CAIRN_DATA_DIR): nothing to back up.`,
    );
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir: config.dataDir, migrate: false });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stdout.write('Cairn is running on this data folder: asking it for the backup.\n');
    return requestBackup(config.dataDir);
  }
  try {
    return (await createBackup({ ...source, database })).bytes;
  } finally {
    await database.close();
  }
}

/** A file size as people read it: KB under a megabyte, MB above. */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    process.stderr.write('Usage: npm run backup -- FILE\n');
    return 2;
  }
  const config = loadConfig();
  const bytes = await backupBytes(config);
  writeFileSync(file, bytes, { mode: 0o600 });
  const engine = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  process.stdout.write(
    `Backup of ${engine} written to ${file} (${sizeOf(bytes.length)}).\n` +
      'It holds the generated secrets (session-secret): keep it where only operators can read it.\n',
  );
  if (config.databaseUrl) process.stdout.write(`${POSTGRES_BACKUP_GUIDANCE}\n`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  const known = error instanceof ConfigError || error instanceof Error;
  process.stderr.write(`Backup failed: ${known ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
