import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir, type TDataDirLock } from './data-dir-lock.ts';
import { createPglite, migratePglite, migrationsFolder } from './pglite.ts';
import { openPgliteThread } from './pglite-thread/pglite-thread-client.ts';
import * as schema from './schema/index.ts';

/** The database every repository takes: PGlite and node-postgres share this type. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type TDbOrTx = Parameters<Parameters<TDb['transaction']>[0]>[0] | TDb;

export type TDatabase = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/** Any number that names Cairn's migration lock; every node asks PostgreSQL for the same one. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Migrates PostgreSQL under a session advisory lock: every node migrates at start-up, and two
 * nodes starting at once must not both run the same migration (the second waits, then finds
 * nothing left to do).
 */
export async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Opens PGlite in this thread, in a folder (or in memory), and migrates it unless told the
 * folder is migrated. Tests use it; a server's data folder opens in its own thread instead.
 */
export async function openPglite(dir: string | 'memory', options: { migrate?: boolean } = {}) {
  const client = createPglite(dir);
  if (options.migrate !== false) await migratePglite(client);
  const db = drizzlePglite(client, { schema });
  return { client, db: db as unknown as TDb };
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory), and migrates.
 * A PGlite data folder is locked to this process (see data-dir-lock.ts) and runs in a worker
 * thread (docs/decisions/0010), so its queries never hold up HTTP and sockets.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | 'memory';
  onPoolError?: (error: Error) => void;
  /** False when the database is known to be migrated (tests open copies of a migrated template). */
  migrate?: boolean;
}): Promise<TDatabase> {
  if (options.databaseUrl) {
    if (options.migrate !== false) await migratePostgres(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle client can lose its connection (server restart, dropped test database); without a
    // listener that error would crash the process, and the pool replaces the client anyway.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as TDb, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir || options.dataDir === 'memory') {
    const { client, db } = await openPglite('memory', options);
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const lock: TDataDirLock = lockDataDir(options.dataDir);
  try {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const client = await openPgliteThread(dir, { migrate: options.migrate !== false });
    const db = drizzlePglite(client, { schema }) as unknown as TDb;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
