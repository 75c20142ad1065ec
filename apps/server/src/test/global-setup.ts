import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../db/client.ts';
import { buildPgliteTemplate } from '../db/pglite-template-build.ts';
import { createFreshDatabase } from '../plugins/live-updates/server-nodes.ts';

/**
 * Vitest global set-up of the server project: migrates one template database once, so each
 * test file starts from a copy of it instead of creating and migrating its own (initdb and
 * the migrations took most of a file's set-up time). PGlite: a migrated data folder that each
 * file copies; PostgreSQL (CAIRN_TEST_DB=pg): a migrated database each file's database is
 * created from with `CREATE DATABASE ... TEMPLATE`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.CAIRN_TEST_DB === 'pg') {
    const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const template = await createFreshDatabase(adminUrl, 'cairn_template');
    await migratePostgres(template.url);
    project.provide('pgTemplate', new URL(template.url).pathname.slice(1));
    return async () => {
      // A test file may still be disconnecting; drop waits for it (see createFreshDatabase).
      await template.drop();
    };
  }
  const root = mkdtempSync(path.join(tmpdir(), 'cairn-test-template-'));
  // The same template a built Cairn starts new data folders from (db/pglite-template.ts).
  project.provide('pgliteTemplateDir', await buildPgliteTemplate(root));
  return async () => rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  // Module augmentation needs an interface: this is how Vitest types what `provide` hands over.
  export interface ProvidedContext {
    pgliteTemplateDir?: string;
    pgTemplate?: string;
  }
}
