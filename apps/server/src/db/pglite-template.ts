import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A migrated, cleanly closed PGlite data folder that a new data folder starts as a copy of
 * (issue 38: a start on a new folder spent 7-12 s in PGlite's initdb and 2-3 s in 30 migrations;
 * copying the folder takes a tenth of a second). `npm run build` and `npm start` make it
 * (pglite-template-build.ts); without it a new folder is created and migrated as before. It is named by a hash of the
 * migrations, so a template made before a new migration is never used (and the migrations still
 * run after the copy, as on every start).
 */
/** Kept apart from pglite.ts so reading it loads no database package (start.mjs, the PGlite thread). */
export const MIGRATIONS_FOLDER = path.resolve(new URL('./migrations', import.meta.url).pathname);
export const TEMPLATES_ROOT = path.resolve(new URL('../../dist', import.meta.url).pathname);

/** A short hash of every migration file and the journal: the template's name. */
export function migrationsHash(folder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  const files = [
    path.join(folder, 'meta/_journal.json'),
    ...readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => path.join(folder, name)),
  ];
  for (const file of files) hash.update(path.basename(file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Where the template for the current migrations lives (it may not exist yet). */
export function pgliteTemplateDir(root = TEMPLATES_ROOT): string {
  return path.join(root, `pglite-template-${migrationsHash()}`);
}

/**
 * Fills a new or empty data folder from the template, when there is one for these migrations;
 * answers whether it did. An existing database is never touched.
 */
export function seedFromPgliteTemplate(dataDir: string, root = TEMPLATES_ROOT): boolean {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const template = pgliteTemplateDir(root);
  if (!existsSync(template)) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}
