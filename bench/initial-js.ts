import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kb, report, section, verdict } from './format.ts';

/** ARCHITECTURE §9: the first page loads at most 200 KB of gzipped JavaScript. */
export const INITIAL_JS_BUDGET_BYTES = 200 * 1024;

const DEFAULT_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** What the first page loads: each script with its gzipped size. */
export type TInitialJs = { files: { file: string; gzipBytes: number }[]; totalGzipBytes: number };

/**
 * The JavaScript the sign-in page loads before it can render: the module scripts and the
 * modulepreload links of the built index.html (every page starts from index.html in a
 * single-page app), each gzipped at the default level as a server would send it.
 */
export function measureInitialJs(distDir: string = DEFAULT_DIST): TInitialJs | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const refs = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>|<link\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type=["']?module/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel=["']?modulepreload/.test(tag);
    const ref = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((isScript || isPreload) && ref && !/^(https?:)?\/\//.test(ref)) refs.add(ref);
  }
  const files = [...refs].map((ref) => {
    const file = path.join(distDir, ref.replace(/^\//, '').split(/[?#]/)[0]);
    return { file: path.relative(distDir, file), gzipBytes: gzipSync(readFileSync(file)).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Prints the initial JavaScript figure against its budget. */
export function benchInitialJs(distDir?: string): void {
  section('1. Initial JavaScript of the sign-in page (gzipped)');
  const result = measureInitialJs(distDir ?? process.env.CAIRN_WEB_DIST ?? DEFAULT_DIST);
  if (!result) {
    report('skipped', 'apps/web/dist/index.html is missing: run `npm run build` (npm run bench does)');
    return;
  }
  for (const f of result.files) report(f.file, kb(f.gzipBytes));
  report('total (scripts + modulepreloads)', kb(result.totalGzipBytes));
  report('budget', `${kb(INITIAL_JS_BUDGET_BYTES)}: ${verdict(result.totalGzipBytes, INITIAL_JS_BUDGET_BYTES)}`);
}
