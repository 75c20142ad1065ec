import { existsSync, readFileSync } from 'node:fs';
import { cairnVersionOf, dataDirOf } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { BackupFileError, RestoreRefusedError, restoreBackup } from '../modules/backup/index.ts';

/**
 * `npm run restore -- FILE [--force]`: an embedded backup into CAIRN_DATA_DIR, with the server
 * stopped (docs/operations.md). Refuses a running server, a file from a newer Cairn, and a
 * non-empty folder without --force.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    process.stderr.write('Usage: npm run restore -- FILE [--force]\n');
    return 2;
  }
  if (process.env.DATABASE_URL) {
    process.stderr.write(
      'DATABASE_URL is set: a PostgreSQL database is restored with pg_restore (docs/operations.md); this command restores the embedded database.\n',
    );
    return 1;
  }
  if (!existsSync(file)) {
    process.stderr.write(`No such file: ${file}\n`);
    return 1;
  }
  const dataDir = dataDirOf();
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`Restore refused: ${error.message}\n`);
    return 1;
  }
  try {
    const result = await restoreBackup({
      bytes: readFileSync(file),
      dataDir,
      force,
      cairnVersion: cairnVersionOf(),
    });
    process.stdout.write(
      `Restored ${file} (Cairn ${result.manifest.cairnVersion}, ${result.manifest.createdAt}) into ${dataDir}: ${result.organizations} organisation(s).\n`,
    );
    if (result.setAsideIn) process.stdout.write(`What the folder held before is in ${result.setAsideIn}.\n`);
    process.stdout.write('Start Cairn as usual (npm start); it applies any newer migrations.\n');
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof BackupFileError) {
      process.stderr.write(`Restore refused: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    lock.release();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
