import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';
import {
  MIGRATIONS_FOLDER,
  migrationsHash,
  pgliteTemplateDir,
  seedFromPgliteTemplate,
} from './pglite-template.ts';

const FIRST_MIGRATION = '0000_init.sql';
const scratch = mkdtempSync(path.join(tmpdir(), 'cairn-template-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const journalEntries = (): number =>
  (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe('the migrated template a new data folder starts from', () => {
  it('is named by the migrations: a changed migration names another template', () => {
    const copy = path.join(scratch, 'migrations');
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    expect(migrationsHash(copy)).toBe(migrationsHash());
    appendFileSync(path.join(copy, FIRST_MIGRATION), '\n-- changed\n');
    expect(migrationsHash(copy)).not.toBe(migrationsHash());
  });

  it.skipIf(process.env.CAIRN_TEST_DB === 'pg')(
    'fills a new folder with every migration applied, which then opens and migrates as a no-op',
    async () => {
      const template = inject('pgliteTemplateDir') as string;
      const root = path.dirname(template);
      expect(pgliteTemplateDir(root)).toBe(template);
      const dataDir = path.join(scratch, 'new-install');
      expect(seedFromPgliteTemplate(path.join(dataDir, 'pglite'), root)).toBe(true);
      expect(readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
      const database = await openDatabase({ dataDir });
      try {
        const applied = (await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        expect(applied.rows[0]?.n).toBe(journalEntries());
      } finally {
        await database.close();
      }
    },
  );

  it('never touches a folder that holds a database, and does nothing without a template', () => {
    const template = inject('pgliteTemplateDir') ?? path.join(scratch, 'none', 'x');
    const existing = path.join(scratch, 'existing');
    mkdirSync(existing, { recursive: true });
    writeFileSync(path.join(existing, 'PG_VERSION'), '17');
    expect(seedFromPgliteTemplate(existing, path.dirname(template))).toBe(false);
    expect(readFileSync(path.join(existing, 'PG_VERSION'), 'utf8')).toBe('17');
    const elsewhere = path.join(scratch, 'no-template-here');
    expect(seedFromPgliteTemplate(path.join(scratch, 'fresh'), elsewhere)).toBe(false);
    expect(existsSync(path.join(scratch, 'fresh'))).toBe(false);
  });
});
