import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../plugins/live-updates/server-nodes.ts';
import { migratePostgres } from './client.ts';

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as {
  entries: unknown[];
};

// Every node migrates at start-up; PostgreSQL is where two of them can start at once.
describe.runIf(process.env.CAIRN_TEST_DB === 'pg')('migrations on PostgreSQL', () => {
  it('run once when two nodes migrate one database at the same time', async () => {
    const fresh = await createFreshDatabase(process.env.DATABASE_URL, 'cairn_migrate');
    try {
      await Promise.all([migratePostgres(fresh.url), migratePostgres(fresh.url), migratePostgres(fresh.url)]);
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const { rows } = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await client.end();
      expect(rows[0].n).toBe(journal.entries.length);
    } finally {
      await fresh.drop();
    }
  });
});
