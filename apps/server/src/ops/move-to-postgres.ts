import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { MoveRefusedError, moveToPostgres } from '../db/move-to-postgres.ts';
import { redactUrlCredentials } from '../lib/redact.ts';
import { hasEmbeddedDatabase } from '../modules/backup/index.ts';

/**
 * `npm run move-to-postgres -- postgres://...`: copies the embedded instance in CAIRN_DATA_DIR
 * into an empty PostgreSQL database (db/move-to-postgres.ts), prints the counts per table, and
 * tells the operator to set DATABASE_URL. Cairn must be stopped: a running server would write on.
 */
/** A copy of 100,000 to-dos outlasts the server's 30 s watchdog: the command's limit is an hour. */
const MOVE_TIMEOUT_MS = 3_600_000;

async function main(): Promise<number> {
  const url = process.argv[2];
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    process.stderr.write('Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database\n');
    return 2;
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
  if (!hasEmbeddedDatabase(config.dataDir)) {
    process.stderr.write(
      `There is no embedded database in ${config.dataDir} (CAIRN_DATA_DIR): nothing to move.\n`,
    );
    return 1;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    // Migrated first, so the copy has exactly the schema the migrations give PostgreSQL.
    database = await openDatabase({ dataDir: config.dataDir, statementTimeoutMs: MOVE_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`Move refused: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
  try {
    process.stdout.write(`Copying ${config.dataDir} into ${redactUrlCredentials(url)} ...\n`);
    const report = await moveToPostgres(database.db, url);
    process.stdout.write(`${'table'.padEnd(28)} ${'embedded'.padStart(10)} ${'postgres'.padStart(10)}\n`);
    for (const t of report.tables) {
      process.stdout.write(
        `${t.name.padEnd(28)} ${String(t.source).padStart(10)} ${String(t.target).padStart(10)}\n`,
      );
    }
    const rows = report.tables.reduce((sum, t) => sum + t.target, 0);
    process.stdout.write(
      `Done: ${report.tables.length} tables, ${rows} rows, counts equal; ${report.foreignKeys} foreign keys checked.\n` +
        'Now set DATABASE_URL to this database (and keep SESSION_SECRET, or the session-secret file in\n' +
        `${config.dataDir}, so people stay signed in), then start Cairn. The embedded folder is left as it was.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof MoveRefusedError) {
      process.stderr.write(`Move refused: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const text = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Move failed: ${redactUrlCredentials(text)}\n`);
  process.exitCode = 1;
}
