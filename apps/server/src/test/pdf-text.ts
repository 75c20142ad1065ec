import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TDb } from '../db/client.ts';
import { FEATURE_FLAGS_KEY, writeSetting } from '../modules/platform/index.ts';

const run = promisify(execFile);

/**
 * A PDF read back as its reader would (poppler's `pdftotext`, installed in CI by .ci/run): the
 * text of each page, whitespace folded, and how many pages it has.
 */
export async function readPdf(bytes: Buffer): Promise<{ pages: string[]; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'cairn-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    // pdftotext ends each page with a form feed.
    const pages = stdout
      .split('\f')
      .slice(0, -1)
      .map((page) => page.replace(/\s+/g, ' ').trim());
    return { pages, text: pages.join(' ') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The first page as a PNG at 60 dpi (poppler's `pdftoppm -png -r 60`), to look at and to test
 * pixels of. With PDF_PNG_DIR set, a copy is kept there as `<name>.png` for a person to open.
 */
export async function firstPagePng(bytes: Buffer, name: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'cairn-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, bytes);
    await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    const png = await readFile(join(dir, 'page.png'));
    const keep = process.env.PDF_PNG_DIR;
    if (keep) {
      await mkdir(keep, { recursive: true });
      await writeFile(join(keep, `${name}.png`), png);
    }
    return png;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Sets feature flags for the instance, as the administrator's page would. */
export function setFlags(db: TDb, flags: Record<string, boolean>) {
  return writeSetting(db, FEATURE_FLAGS_KEY, flags);
}
