import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The database every repository takes: PGlite and node-postgres share this type. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type TDbOrTx = Parameters<Parameters<TDb['transaction']>[0]>[0] | TDb;

export type TDatabase = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = path.resolve(new URL('./migrations', import.meta.url).pathname);

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory), and migrates. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | 'memory';
  onPoolError?: (error: Error) => void;
}): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle client can lose its connection (server restart, dropped test database); without a
    // listener that error would crash the process, and the pool replaces the client anyway.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as TDb, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (!options.dataDir || options.dataDir === 'memory') {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as TDb, kind: 'pglite', close: () => client.close() };
}
