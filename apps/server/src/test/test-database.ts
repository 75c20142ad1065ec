import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openPgliteDatabase, type TDatabase, type TDatabaseSafety } from '../db/client.ts';
import { createFreshDatabase, dropDatabase } from '../plugins/live-updates/server-nodes.ts';

/**
 * A copy of the migrated PGlite template folder (test/global-setup.ts), removed on close. It
 * opens in the worker thread production uses, with the strict transaction guard, so a bare
 * statement inside a change fails its test at once instead of waiting for itself.
 */
async function openPgliteCopy(templateDir: string, safety: TDatabaseSafety): Promise<TDatabase> {
  const root = mkdtempSync(path.join(tmpdir(), 'cairn-test-db-'));
  cpSync(templateDir, root, { recursive: true });
  const database = await openPgliteDatabase(root, { ...safety, migrate: false, transactionGuard: 'strict' });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A new PostgreSQL database made from the migrated template database (test/global-setup.ts). */
async function createFromTemplate(adminUrl: string, template: string) {
  const name = `cairn_test_${Math.random().toString(16).slice(2, 14)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template by
 * default, or a new PostgreSQL database made from the migrated template (dropped on close) when
 * CAIRN_TEST_DB=pg (uses DATABASE_URL); `safety` sets the watchdog's limit. Outside the server project's global set-up (no
 * template) it creates and migrates one the slow way.
 */
export async function openTestDatabase(safety: TDatabaseSafety = {}): Promise<TDatabase> {
  if (process.env.CAIRN_TEST_DB !== 'pg') {
    const templateDir = inject('pgliteTemplateDir');
    return templateDir ? openPgliteCopy(templateDir, safety) : openDatabase({ ...safety, dataDir: 'memory' });
  }
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const template = inject('pgTemplate');
  const fresh = template
    ? await createFromTemplate(adminUrl, template)
    : await createFreshDatabase(adminUrl, 'cairn_test');
  const database = await openDatabase({ ...safety, databaseUrl: fresh.url, migrate: !template });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
