import { openDatabase, type TDatabase } from '../db/client.ts';
import { createFreshDatabase } from '../plugins/live-updates/server-nodes.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database (dropped on close) when CAIRN_TEST_DB=pg (uses DATABASE_URL).
 */
export async function openTestDatabase(): Promise<TDatabase> {
  if (process.env.CAIRN_TEST_DB !== 'pg') return openDatabase({ dataDir: 'memory' });
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const fresh = await createFreshDatabase(adminUrl, 'cairn_test');
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
