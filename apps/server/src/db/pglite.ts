import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './pglite-template.ts';

export const migrationsFolder = MIGRATIONS_FOLDER;

/**
 * PostgreSQL's memory settings inside PGlite. Its WebAssembly memory grows to the largest it has
 * needed and never shrinks, and PostgreSQL's defaults (128 MB of shared buffers, 64 MB for
 * maintenance) are sized for a server with many connections; one embedded connection reading
 * through the operating system's file cache needs far less (bench: mixed-load, idle RSS).
 */
const PGLITE_MEMORY_SETTINGS = ['shared_buffers = 32MB', 'maintenance_work_mem = 16MB'];

/**
 * A PGlite in a folder (or in memory) with the extensions Cairn's migrations need; `loadDataDir`
 * fills an empty folder from a dump (a restore, modules/backup).
 */
export function createPglite(dir: string | 'memory', loadDataDir?: Blob): PGlite {
  // pg_trgm serves the lists' text search (migration 0005).
  const settings = { extensions: { pg_trgm }, postgresqlconf: PGLITE_MEMORY_SETTINGS, loadDataDir };
  return dir === 'memory' ? new PGlite(settings) : new PGlite(dir, settings);
}

/** Runs Cairn's migrations on a PGlite. */
export async function migratePglite(client: PGlite): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder });
}
