import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kb, report, section, verdict } from './format.ts';

/** The first page loads at most 180 KB of gzipped JavaScript (decision 0043; ARCHITECTURE §9 said 200 KB). */
const INITIAL_JS_BUDGET_BYTES = 180 * 1024;

const DEFAULT_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** The lazy chunk of the sign-in route, by the file name Vite gives it (`public`: the grouped build's, vite-chunk-groups.ts). */
const SIGN_IN_CHUNK = /^(login-page|public)-[\w-]+\.js$/;
/** Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"`; not `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["']([^"'()]+\.js)["']/g;

/** What the first page loads: each script with its gzipped size. */
type TInitialJs = {
  /** The scripts and modulepreloads of index.html. */
  initial: { file: string; gzipBytes: number }[];
  /** The sign-in route's lazy chunk and what it imports statically, beyond the initial files. */
  signInRoute: { file: string; gzipBytes: number }[];
};

const gzipSize = (distDir: string, file: string) => gzipSync(readFileSync(path.join(distDir, file))).length;

/** The files (relative to dist) that `file` imports statically, transitively, itself included. */
function staticClosure(distDir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(distDir, file), 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const ref = match[1];
    if (!ref.startsWith('.') && !ref.startsWith('/')) continue;
    const target = ref.startsWith('/') ? ref.slice(1) : path.join(path.dirname(file), ref);
    if (existsSync(path.join(distDir, target))) staticClosure(distDir, target, seen);
  }
  return seen;
}

/**
 * The JavaScript the sign-in page loads before it can render, gzipped at the default level as a
 * server sends it: the module scripts and modulepreload links of the built index.html (every page
 * of the single-page app starts there), then the sign-in route's lazy chunk with its static imports.
 */
function measureInitialJs(distDir: string = DEFAULT_DIST): TInitialJs | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const initial = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>|<link\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type=["']?module/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel=["']?modulepreload/.test(tag);
    const ref = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((isScript || isPreload) && ref && !/^(https?:)?\/\//.test(ref))
      initial.add(ref.replace(/^\//, '').split(/[?#]/)[0]);
  }
  const assetsDir = path.join(distDir, 'assets');
  const signInChunk = existsSync(assetsDir)
    ? readdirSync(assetsDir).find((name) => SIGN_IN_CHUNK.test(name))
    : undefined;
  const route = signInChunk
    ? [...staticClosure(distDir, `assets/${signInChunk}`)].filter((f) => !initial.has(f))
    : [];
  const sized = (files: Iterable<string>) =>
    [...files].map((file) => ({ file, gzipBytes: gzipSize(distDir, file) }));
  return { initial: sized(initial), signInRoute: sized(route) };
}

const sum = (files: { gzipBytes: number }[]) => files.reduce((total, f) => total + f.gzipBytes, 0);

/** Prints the initial JavaScript figures against the budget. */
export function benchInitialJs(distDir?: string): void {
  section('1. JavaScript of the sign-in page (gzipped)');
  const result = measureInitialJs(distDir ?? process.env.CAIRN_WEB_DIST ?? DEFAULT_DIST);
  if (!result) {
    report('skipped', 'apps/web/dist/index.html is missing: run `npm run build` (npm run bench does)');
    return;
  }
  const initial = sum(result.initial);
  const route = sum(result.signInRoute);
  const largest = [...result.initial, ...result.signInRoute]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3);
  const budget = (bytes: number) =>
    `${kb(bytes)} (budget ${kb(INITIAL_JS_BUDGET_BYTES)}: ${verdict(bytes, INITIAL_JS_BUDGET_BYTES)})`;
  report(`index.html scripts + modulepreloads (${result.initial.length})`, budget(initial));
  report(`+ sign-in route chunk and its imports (${result.signInRoute.length})`, kb(route));
  report('whole sign-in page', budget(initial + route));
  report('largest files', largest.map((f) => `${path.basename(f.file)} ${kb(f.gzipBytes)}`).join(', '));
}
