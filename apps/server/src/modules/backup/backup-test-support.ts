import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { TDb } from '../../db/client.ts';
import { createPglite, migratePglite } from '../../db/pglite.ts';

/** A new data folder holding a migrated embedded database (a copy of the tests' template when there is one). */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const template = inject('pgliteTemplateDir');
  const dir = path.join(dataDir, 'pglite');
  if (template) {
    cpSync(template, dir, { recursive: true });
    return dataDir;
  }
  mkdirSync(dir, { recursive: true });
  const client = createPglite(dir);
  await migratePglite(client);
  await client.close();
  return dataDir;
}

/** Rows per table of the public schema: what a restore must bring back. */
export async function countsOf(db: TDb): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}
