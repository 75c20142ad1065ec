import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LEARNING_SECTIONS, type TLearningAnswer } from '@cairn/domain/learning/learning.schemas';
import { videoOriginsOf } from '@cairn/domain/learning/learning-video';
import { PackRefusal, readPack, type TLoadedItem, type TLoadedPack } from './learning-pack-reader.ts';

/** Cairn's own guides: a pack in the same format an operator writes, read by the same loader. */
export const BUILT_IN_PACK_DIR = path.join(import.meta.dirname, 'pack');

type TLog = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};

/** The operator's pack folders: each folder under `{dataDir}/learning/` holding a `pack.json`, by name. */
function operatorPackDirs(dataDir: string): string[] {
  const folder = path.join(dataDir, 'learning');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(folder, entry.name))
    .sort();
}

/**
 * The learning centre of this instance, read once at start (a restart reads the packs again):
 * Cairn's pack, then the operator's packs in folder-name order. A pack that fails is skipped with
 * one log line naming it and its first bad field; an item whose key another pack already uses, or
 * a pack whose id is taken, is skipped the same way. Nothing here fails the start.
 */
export function loadLearningLibrary({
  dataDir,
  log,
  packDirs = [BUILT_IN_PACK_DIR, ...operatorPackDirs(dataDir)],
}: {
  dataDir: string;
  log: TLog;
  packDirs?: string[];
}) {
  const packs = new Map<string, TLoadedPack>();
  const items = new Map<string, TLoadedItem>();
  for (const dir of packDirs) {
    let pack: TLoadedPack;
    try {
      pack = readPack(dir);
    } catch (error) {
      const field = error instanceof PackRefusal ? error.field : 'pack.json';
      const problem = error instanceof Error ? error.message : String(error);
      log.warn({ pack: dir, field }, `Learning pack skipped: ${dir}: ${field} ${problem}`);
      continue;
    }
    if (packs.has(pack.id)) {
      log.warn(
        { pack: dir, field: 'id' },
        `Learning pack skipped: ${dir}: id "${pack.id}" is used by another pack`,
      );
      continue;
    }
    packs.set(pack.id, pack);
    for (const item of pack.items) {
      if (items.has(item.anchorVideoKey)) {
        log.warn(
          { pack: dir, field: 'anchorVideoKey' },
          `Learning item skipped: ${dir}: anchorVideoKey "${item.anchorVideoKey}" is used by another item`,
        );
        continue;
      }
      items.set(item.anchorVideoKey, item);
    }
  }
  const listed = [...items.values()].map(({ html: _html, ...item }) => item);
  const sections: TLearningAnswer['sections'] = LEARNING_SECTIONS.map((key) => ({
    key,
    items: listed.filter((item) => item.section === key),
  }));
  const videoOrigins = videoOriginsOf(listed.flatMap((item) => (item.video ? [item.video] : [])));
  if (packs.size > 1) {
    log.info({ packs: [...packs.keys()], items: items.size }, 'Learning packs loaded');
  }

  return {
    sections,
    /** The https origins the packs' videos play from: the CSP's frame and media sources. */
    videoOrigins,
    item: (anchorVideoKey: string) => items.get(anchorVideoKey),
    /** Where an image of a pack is on disk, or undefined when the pack serves no such file. */
    assetFile: (packId: string, file: string) => {
      const pack = packs.get(packId);
      return pack?.assets.has(file) ? path.join(pack.dir, 'assets', file) : undefined;
    },
  };
}

export type TLearningLibrary = ReturnType<typeof loadLearningLibrary>;
