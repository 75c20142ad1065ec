import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

/**
 * Issue 10 point 2: the lists' text search (`title ilike '%words%'`) can use a trigram index on
 * each item table, on PGlite (its pg_trgm extension) and PostgreSQL alike.
 */
describe('trigram indexes of item titles', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it.each(['todos', 'rocks', 'issues', 'headlines'])(
    '%s: a contains-search reads the title index',
    async (table) => {
      const plan = await app.db.transaction(async (tx) => {
        // The tables are tiny: forbid the sequential scan so the planner shows whether the index serves.
        await tx.execute(sql`set local enable_seqscan = off`);
        // PGlite and node-postgres both answer `{ rows }`.
        const result = (await tx.execute(
          sql.raw(`explain select id from ${table} where title ilike '%quarterly budget%'`),
        )) as unknown as { rows: unknown[] };
        return JSON.stringify(result.rows);
      });
      expect(plan).toContain(`${table}_title_trgm_idx`);
    },
  );
});
