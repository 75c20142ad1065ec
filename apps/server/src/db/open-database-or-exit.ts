import { openDatabase, type TDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

/**
 * Opens the database for a command (the server, the demo seed): when another process holds the
 * embedded data folder, prints its one line and exits with 1 instead of a stack trace, so nobody
 * writes into the folder of a running server.
 */
export async function openDatabaseOrExit(options: Parameters<typeof openDatabase>[0]): Promise<TDatabase> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
