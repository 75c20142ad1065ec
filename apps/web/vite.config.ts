import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite-chunk-groups.ts';
import { precompress } from './vite-precompress.ts';
import { textAreas } from './vite-text-areas.ts';

const API_TARGET = 'http://localhost:3000';

/** The first pass of `npm run build` writes how the second groups its chunks (vite-chunk-groups.ts). */
const CHUNK_PLAN_MODE = 'chunk-plan';
const CHUNK_PLAN_FILE = fileURLToPath(
  new URL('./node_modules/.cache/cairn-chunk-plan.json', import.meta.url),
);
/** The sign-in page: the public page most visits start on. */
const PUBLIC_PAGE = /[\\/]features[\\/]account[\\/]pages[\\/]login-page\.tsx$/;
/** The routes' prefetchers (the route table's `prefetch`) and the people every page asks for. */
const PREFETCHER = /[\\/](api[\\/]prefetch-[\w-]+|person-picker[\\/]people-query)\.ts$/;

/**
 * zod builds a compiled parser with `new Function` unless told not to, which the strict CSP
 * (script-src 'self') refuses and reports. zod keeps its settings on `globalThis.__zod_globalConfig`
 * and reuses an object already there, so the chunk that holds zod sets the switch before zod's own
 * code runs: no schema anywhere can be built first, whatever order the chunks are evaluated in.
 */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';
const holdsZod = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => id.includes('/node_modules/zod/'));

/** The build version: CAIRN_VERSION when set (as on the server), else the root package.json version. */
function readBuildVersion(): string {
  if (process.env.CAIRN_VERSION) return process.env.CAIRN_VERSION;
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Vite for the Cairn single-page app: React, the dev proxy to the API and the live-update hub on
 * port 3000, and the build into apps/web/dist (with brotli and gzip copies of each text asset),
 * which the server serves in production.
 */
export default defineConfig(({ mode }) => {
  const isPlanPass = mode === CHUNK_PLAN_MODE;
  const chunks = chunkGroups({ planFile: CHUNK_PLAN_FILE, publicPage: PUBLIC_PAGE, prefetcher: PREFETCHER });
  return {
    plugins: [react(), textAreas(), ...(isPlanPass ? [chunks.planner] : [precompress()])],
    define: {
      __CAIRN_VERSION__: JSON.stringify(readBuildVersion()),
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: false },
        // The MCP server (docs/api-mcp.md), so the URL the Access tokens tab shows works in dev too.
        '/mcp': { target: API_TARGET, changeOrigin: false },
        // The hub accepts an Origin equal to the Host the request came to; the proxy keeps both as
        // the dev server's (changeOrigin false), so the check passes without weakening it.
        '/live-update-hub': { target: API_TARGET, ws: true, changeOrigin: false },
      },
    },
    preview: { port: 4173 },
    // The server puts each response's CSP nonce in place of this (apps/server plugins/static-web.ts).
    html: { cspNonce: 'CAIRN_CSP_NONCE' },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      // The plan pass only reads the chunks: it writes nothing to dist.
      write: !isPlanPass,
      emptyOutDir: true,
      // Maps only when the operator asks (SERVE_SOURCE_MAPS=1, read by the server too): a default
      // build leaves none in the public folder (docs/security.md).
      sourcemap: process.env.SERVE_SOURCE_MAPS === '1',
      rolldownOptions: {
        output: {
          banner: (chunk) => (holdsZod(chunk) ? ZOD_JITLESS : ''),
          codeSplitting: isPlanPass ? undefined : { groups: chunks.groups },
        },
      },
    },
  };
});
