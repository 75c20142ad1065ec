import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir, type TDataDirLock } from './data-dir-lock.ts';
import type { TDb } from './db-types.ts';
import { migrationsFolder } from './pglite.ts';
import { asPglite, openPgliteThread } from './pglite-thread/pglite-thread-client.ts';
import * as schema from './schema/index.ts';
import { guardTransactions, type TTransactionGuard } from './transaction-scope.ts';

// The two types live in db-types.ts so that transaction-scope.ts can use them without a circle.
export type { TDb, TDbOrTx } from './db-types.ts';

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** For a shutdown: from now on rolls back open transactions and cancels running statements, so they end now. */
  interrupt: () => void;
  close: () => Promise<void>;
  /** Embedded only: the data folder as a gzipped tarball, taken between transactions (backups). */
  dumpDataDir?: () => Promise<Uint8Array>;
};

/** Longest a statement or transaction may hold the database unless CAIRN_STATEMENT_TIMEOUT_MS says otherwise. */
const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/** How a database is opened for Cairn's code: the transaction guard and the watchdog (docs/decisions/0011). */
export type TDatabaseSafety = {
  /** `strict` (default) throws on a bare statement inside an open transaction; `route` runs it in it. */
  transactionGuard?: TTransactionGuard;
  /** The watchdog's limit in milliseconds (default 30,000). */
  statementTimeoutMs?: number;
  /** Told what the watchdog did (the server logs it). */
  onWatchdog?: (what: string) => void;
};

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
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory), and migrates.
 * A PGlite data folder is locked to this process (see data-dir-lock.ts) and runs in a worker
 * thread (docs/decisions/0010), so its queries never hold up HTTP and sockets.
 */
export async function openDatabase(
  options: {
    databaseUrl?: string;
    dataDir?: string | 'memory';
    onPoolError?: (error: Error) => void;
    /** False when the database is known to be migrated (tests open copies of a migrated template). */
    migrate?: boolean;
  } & TDatabaseSafety,
): Promise<TDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (!options.dataDir || options.dataDir === 'memory') return openPgliteDatabase('memory', options);
  const lock: TDataDirLock = lockDataDir(options.dataDir);
  try {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const database = await openPgliteDatabase(dir, options);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
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

/**
 * PGlite in its own thread (docs/decisions/0010) with the watchdog on it, and the guarded
 * Drizzle database over it. Production's embedded engine; every test file opens one too.
 */
export async function openPgliteDatabase(
  dir: string | 'memory',
  options: { migrate?: boolean } & TDatabaseSafety,
): Promise<TDatabase> {
  const client = await openPgliteThread(dir, {
    migrate: options.migrate !== false,
    timeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    onWatchdog: options.onWatchdog,
  });
  const db = drizzlePglite(asPglite(client), { schema }) as unknown as TDb;
  return {
    db: guardTransactions(db, options.transactionGuard ?? 'strict'),
    kind: 'pglite',
    interrupt: () => client.interrupt(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
  };
}

/**
 * PostgreSQL through a pool whose every connection carries the watchdog's limits: a statement
 * (lock waits included) and a transaction left idle are ended by the server after the timeout.
 */
async function openPostgres(
  databaseUrl: string,
  options: { migrate?: boolean; onPoolError?: (error: Error) => void } & TDatabaseSafety,
): Promise<TDatabase> {
  if (options.migrate !== false) await migratePostgres(databaseUrl);
  const timeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 20,
    statement_timeout: timeout,
    // A second later: a statement that waits for its own transaction's lock is cancelled first
    // (a clean 57014 and a rollback); ending the idle transaction's connection is the backstop.
    idle_in_transaction_session_timeout: timeout + 1000,
  });
  // An idle client can lose its connection (server restart, dropped test database); without a
  // listener that error would crash the process, and the pool replaces the client anyway.
  pool.on('error', (error) => options.onPoolError?.(error));
  // So can a client in use (its transaction idled too long): its request fails (503), not the process.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  // The connections in use, so a shutdown can cancel what they run.
  const inUse = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('remove', (client) => inUse.delete(client as pg.PoolClient));
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  let cancelling: NodeJS.Timeout | undefined;
  return {
    db: guardTransactions(db, options.transactionGuard ?? 'strict'),
    kind: 'postgres',
    // Again every half second: a request may start its next statement after the first round.
    interrupt: () => {
      const round = () => void cancelBackends(databaseUrl, inUse).catch(() => {});
      cancelling ??= setInterval(round, 500);
      round();
    },
    close: () => {
      clearInterval(cancelling);
      return pool.end();
    },
  };
}

/** Cancels the statement each connection runs (PostgreSQL answers them 57014; their transactions roll back). */
async function cancelBackends(databaseUrl: string, clients: Set<pg.PoolClient>): Promise<void> {
  const pids = [...clients]
    .map((client) => (client as unknown as { processID?: number }).processID)
    .filter((pid): pid is number => typeof pid === 'number');
  if (!pids.length) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
  } finally {
    await admin.end();
  }
}
