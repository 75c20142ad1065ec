// `npm start` (through scripts/with-node.sh, so on Node 24+): builds the web app only when
// apps/web/dist is missing, older than the web sources or built with source maps other than
// SERVE_SOURCE_MAPS asks, then runs the server with `node` itself (Node 24 strips the
// TypeScript types; no tsx at run time).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const distIndex = path.join(web, 'dist/index.html');
const distAssets = path.join(web, 'dist/assets');
/** What the web build reads: its sources and the shared domain package. */
const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/domain/src'),
];

/** The newest modification time under a file or folder. */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce(
    (latest, name) => Math.max(latest, newest(path.join(file, name))),
    stat.mtimeMs,
  );
}

const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const changed = Math.max(...sources.map(newest));
// A build whose maps do not match SERVE_SOURCE_MAPS is redone: none stay in the public folder
// after an earlier SERVE_SOURCE_MAPS=1, and asking for them builds them.
const hasMaps = existsSync(distAssets) && readdirSync(distAssets).some((name) => name.endsWith('.map'));
const mapsDiffer = built !== 0 && hasMaps !== (process.env.SERVE_SOURCE_MAPS === '1');
const builtWeb = built === 0 || changed > built || mapsDiffer;
if (builtWeb) {
  const why =
    built === 0
      ? 'Building the web app...'
      : mapsDiffer
        ? 'SERVE_SOURCE_MAPS changed: building the web app...'
        : 'The web sources changed: building the web app...';
  process.stdout.write(`${why}\n`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@cairn/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The embedded engine's migrated template (apps/server/src/db/pglite-template.ts): made with a
// build, or before a first start on a new data folder, so new folders start as a copy of it.
if (!process.env.DATABASE_URL) {
  const { pgliteTemplateDir } = await import(path.join(root, 'apps/server/src/db/pglite-template.ts'));
  const dataDir = path.resolve(process.env.CAIRN_DATA_DIR || './data');
  const isNewFolder = !existsSync(path.join(dataDir, 'pglite'));
  if ((builtWeb || isNewFolder) && !existsSync(pgliteTemplateDir())) {
    const script = path.join(root, 'apps/server/src/db/pglite-template-build.ts');
    const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

await import(path.join(root, 'apps/server/src/server.mjs'));
