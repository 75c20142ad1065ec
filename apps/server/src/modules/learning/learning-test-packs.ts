import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A 1x1 transparent PNG: a real image for the asset route. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Writes a pack folder `{dataDir}/learning/{folder}` with its `pack.json` (object or raw text) and files. */
export function writePack(
  dataDir: string,
  folder: string,
  pack: object | string,
  files: Record<string, string | Buffer> = {},
): string {
  const dir = path.join(dataDir, 'learning', folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'pack.json'), typeof pack === 'string' ? pack : JSON.stringify(pack));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** A fresh data folder for one test file. */
export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'cairn-learning-'));

/** An item of a pack with every required field; `fields` overrides. */
export const packItem = (anchorVideoKey: string, fields: object = {}) => ({
  anchorVideoKey,
  title: `Title of ${anchorVideoKey}`,
  summary: `Summary of ${anchorVideoKey}`,
  durationMinutes: 5,
  markdownFile: 'notes.md',
  ...fields,
});
