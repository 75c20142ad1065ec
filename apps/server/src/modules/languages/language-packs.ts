import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TLanguagePack } from '@cairn/domain/i18n/i18n.endpoints';
import { FALLBACK_LANGUAGE, LANGUAGE_CODE_PATTERN, PSEUDO_LOCALE } from '@cairn/domain/i18n/languages';
import de from '@cairn/domain/i18n/locales/de.json' with { type: 'json' };
import en from '@cairn/domain/i18n/locales/en.json' with { type: 'json' };
import es from '@cairn/domain/i18n/locales/es.json' with { type: 'json' };
import fr from '@cairn/domain/i18n/locales/fr.json' with { type: 'json' };
import { pseudoPack } from '@cairn/domain/i18n/pseudo-locale';

/** The packs that ship with Cairn, bundled by the web for English and read here for all four. */
const SHIPPED: Readonly<Record<string, TLanguagePack>> = { en, de, es, fr, [PSEUDO_LOCALE]: pseudoPack(en) };

/** A pack as answered: English under the language's own keys, and the hash of its content. */
export type TResolvedPack = { language: string; pack: TLanguagePack; hash: string };

type TLog = { warn: (object: object, message: string) => void };

/** A drop-in file as last read: its modification time, and its keys (null when it was broken). */
type TDropIn = { mtimeMs: number; pack: TLanguagePack | null };

/** How long a look at a drop-in file holds: the session call asks on every request. */
const STAT_TTL_MS = 1_000;
/** How many languages' last look are kept (the shipped ones and any drop-ins fit many times over). */
const LOOKED_MAX = 256;

const isFlatTextMap = (value: unknown): value is TLanguagePack =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

const hashOf = (pack: TLanguagePack) =>
  createHash('sha256').update(JSON.stringify(pack)).digest('base64url').slice(0, 16);

/**
 * The language packs of this instance (issue 33): the shipped ones, with a drop-in file
 * `{dataDir}/languages/{language}.json` over each (or adding a language), read again when the file
 * changes (looked at once a second at most), so no rebuild or restart is needed. A broken file is skipped with one log line per change.
 */
export function createLanguagePacks({ dataDir, log }: { dataDir: string; log: TLog }) {
  const folder = path.join(dataDir, 'languages');
  const dropIns = new Map<string, TDropIn>();
  /** When each language's file was last looked at, and what was found (null: no file). */
  const looked = new Map<string, { at: number; entry: TDropIn | null }>();
  const resolved = new Map<string, { dropInMtime: number | null; value: TResolvedPack }>();

  function readDropIn(language: string): TDropIn | null {
    const last = looked.get(language);
    if (last && Date.now() - last.at < STAT_TTL_MS) return last.entry;
    const entry = statDropIn(language);
    // Any well-formed code may be asked for: keep the map from growing with them.
    if (looked.size >= LOOKED_MAX) looked.clear();
    looked.set(language, { at: Date.now(), entry });
    return entry;
  }

  function statDropIn(language: string): TDropIn | null {
    const file = path.join(folder, `${language}.json`);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      dropIns.delete(language);
      return null;
    }
    const known = dropIns.get(language);
    if (known && known.mtimeMs === mtimeMs) return known;
    let pack: TLanguagePack | null = null;
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isFlatTextMap(parsed)) pack = parsed;
      else log.warn({ file }, 'Language pack skipped: not a flat map of key to text');
    } catch (error) {
      log.warn({ file, err: error }, 'Language pack skipped: it is not valid JSON');
    }
    const entry = { mtimeMs, pack };
    dropIns.set(language, entry);
    return entry;
  }

  /** The pack of a language, English for an unknown or broken one; English fills missing keys. */
  function packOf(requested: string): TResolvedPack {
    const language = LANGUAGE_CODE_PATTERN.test(requested) ? requested : FALLBACK_LANGUAGE;
    const dropIn = readDropIn(language)?.pack ?? null;
    const shipped = SHIPPED[language];
    if (!shipped && !dropIn) return packOf(FALLBACK_LANGUAGE === language ? language : FALLBACK_LANGUAGE);
    const dropInMtime = dropIn ? (dropIns.get(language)?.mtimeMs ?? null) : null;
    const cached = resolved.get(language);
    if (cached && cached.dropInMtime === dropInMtime) return cached.value;
    // English under it, so a key the language lacks still reads; the drop-in file wins over the shipped.
    const base = language === FALLBACK_LANGUAGE ? {} : packOf(FALLBACK_LANGUAGE).pack;
    const pack = { ...base, ...shipped, ...dropIn };
    const value = { language, pack, hash: hashOf(pack) };
    resolved.set(language, { dropInMtime, value });
    return value;
  }

  /** True when the language has a pack: shipped, or a readable drop-in file. */
  const hasLanguage = (language: string) => packOf(language).language === language;

  return { packOf, hasLanguage };
}

export type TLanguagePacks = ReturnType<typeof createLanguagePacks>;
