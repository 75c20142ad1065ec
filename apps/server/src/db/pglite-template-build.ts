import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createPglite, migratePglite } from './pglite.ts';
import { pgliteTemplateDir, TEMPLATES_ROOT } from './pglite-template.ts';

/**
 * Makes the template when it is missing; answers its folder. Built beside it and renamed into
 * place, so a process that reads it never sees half a folder, and two builders at once both end
 * with one whole template.
 */
export async function buildPgliteTemplate(root = TEMPLATES_ROOT): Promise<string> {
  const dir = pgliteTemplateDir(root);
  if (existsSync(dir)) return dir;
  mkdirSync(root, { recursive: true });
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const client = createPglite(building);
  try {
    await migratePglite(client);
  } finally {
    await client.close();
  }
  try {
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

// `node pglite-template-build.ts` (npm run build, scripts/start.mjs): makes it when missing.
if (import.meta.main) {
  const started = performance.now();
  const dir = await buildPgliteTemplate();
  process.stdout.write(
    `Embedded database template ready in ${Math.round(performance.now() - started)} ms: ${dir}\n`,
  );
}
