import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { EXPORT_TEXTS, IMPORT_MAX_BYTES } from '@cairn/domain/org-export/org-export.constants';
import { Unzip, UnzipInflate } from 'fflate';
import { KIND_FILES, LOGO_FILE, MANIFEST_FILE } from './export-kinds.ts';

/** Why a zip is refused before any row is read (answered as 422 with these reasons). */
export class ImportRefusal extends Error {
  readonly reasons: string[];
  constructor(reasons: string[]) {
    super(reasons[0]);
    this.reasons = reasons;
  }
}

/** A name that would land outside the folder the zip is opened in (zip-slip): `..`, absolute, a drive. */
export function escapesFolder(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name)) return true;
  return name.split('/').some((part) => part === '..');
}

const WANTED = new Set([MANIFEST_FILE, ...[...KIND_FILES, LOGO_FILE].map((file) => `${file}.json`)]);

/** True when the file starts like a zip (a local file header, or the end record of an empty one). */
async function looksLikeZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return (
      head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || head.equals(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
    );
  } finally {
    await handle.close();
  }
}

/**
 * Reads an export's zip from a file, streaming (fflate's `Unzip`): refuses a name that escapes
 * its folder and more than 2 GB unpacked; answers the JSON files an import reads, as text by name
 * (the CSVs are for spreadsheets and are skipped).
 */
export async function readExportZip(path: string): Promise<Map<string, string>> {
  if (!(await looksLikeZip(path))) throw new ImportRefusal([EXPORT_TEXTS.notAZip]);
  const parts = new Map<string, Uint8Array[]>();
  const refusals: string[] = [];
  let unpacked = 0;
  const state: { failure: Error | null } = { failure: null };
  const unzip = new Unzip((file) => {
    if (escapesFolder(file.name)) {
      refusals.push(EXPORT_TEXTS.pathEscapes(file.name));
      return;
    }
    if (!WANTED.has(file.name)) return;
    const chunks: Uint8Array[] = [];
    parts.set(file.name, chunks);
    file.ondata = (error, data) => {
      if (error) state.failure = error;
      unpacked += data?.length ?? 0;
      if (unpacked > IMPORT_MAX_BYTES) state.failure = new ImportRefusal([EXPORT_TEXTS.tooLarge]);
      else if (data?.length) chunks.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(path)) {
      unzip.push(chunk as Uint8Array);
      if (state.failure || refusals.length) break;
    }
    if (!state.failure && !refusals.length) unzip.push(new Uint8Array(0), true);
  } catch (error) {
    throw new ImportRefusal([
      `${EXPORT_TEXTS.notAZip} (${error instanceof Error ? error.message : 'unreadable'})`,
    ]);
  }
  if (refusals.length) throw new ImportRefusal(refusals);
  const { failure } = state;
  if (failure) throw failure instanceof ImportRefusal ? failure : new ImportRefusal([EXPORT_TEXTS.notAZip]);
  if (!parts.has(MANIFEST_FILE)) throw new ImportRefusal([EXPORT_TEXTS.notAnExport]);
  const decoder = new TextDecoder();
  const texts = new Map<string, string>();
  for (const [name, chunks] of parts)
    texts.set(
      name,
      chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode(),
    );
  return texts;
}
