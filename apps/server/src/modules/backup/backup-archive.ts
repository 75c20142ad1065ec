import { strFromU8, strToU8, unzipSync, type Zippable, zipSync } from 'fflate';
import { BACKUP_FORMAT, MANIFEST_FILE, type TBackupManifest } from './backup-manifest.ts';

/** A file that is not a Cairn backup (or a damaged one); its message is the one line to print. */
export class BackupFileError extends Error {}

/**
 * Packs a backup: the manifest first, then the entries. Entries that are compressed already
 * (the gzipped data folder, the organisation zips) are stored as they are.
 */
export function packBackup(manifest: TBackupManifest, entries: Record<string, Uint8Array>): Uint8Array {
  const files: Zippable = { [MANIFEST_FILE]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`) };
  for (const [name, data] of Object.entries(entries)) {
    files[name] = [data, { level: /\.(gz|zip)$/.test(name) ? 0 : 6 }];
  }
  return zipSync(files);
}

/** Reads a backup file: its manifest and its entries, or a BackupFileError saying what is wrong. */
export function unpackBackup(bytes: Uint8Array): {
  manifest: TBackupManifest;
  entries: Record<string, Uint8Array>;
} {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new BackupFileError('This file is not a Cairn backup (it is not a zip).');
  }
  const raw = entries[MANIFEST_FILE];
  if (!raw) throw new BackupFileError(`This file is not a Cairn backup (no ${MANIFEST_FILE}).`);
  let manifest: TBackupManifest;
  try {
    manifest = JSON.parse(strFromU8(raw)) as TBackupManifest;
  } catch {
    throw new BackupFileError(`This file is not a Cairn backup (${MANIFEST_FILE} is not JSON).`);
  }
  if (manifest.format !== BACKUP_FORMAT || typeof manifest.formatVersion !== 'number') {
    throw new BackupFileError(`This file is not a Cairn backup (${MANIFEST_FILE} is not a backup's).`);
  }
  delete entries[MANIFEST_FILE];
  return { manifest, entries };
}
