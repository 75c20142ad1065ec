import { FALLBACK_LANGUAGE, languageOf } from '@cairn/domain/i18n/languages';
import type en from '@cairn/domain/i18n/locales/en.json';
import { BUILD_VERSION } from '../version-check.ts';
import { loadMessages, showMessages } from './messages.ts';
import { createReader, type TFunction } from './reader.ts';
import { englishText, showTexts } from './texts.ts';

/** The full locale (`de-AT`) that dates and numbers follow; the pack is its language's (`de`). */
let currentLocale: string = FALLBACK_LANGUAGE;

/** The locale Intl formats in: the person's locale, `en` until one is known. */
export function formatLocale(): string {
  return currentLocale;
}

/** The readers of the languages loaded so far: a language's pack and i18next load once. */
const readers = new Map<string, Promise<TFunction | null>>();

/** The pack of a language from the server (002 §7); null when it fails (English stays, 002 §8). */
async function fetchPack(language: string): Promise<Record<string, string> | null> {
  try {
    const url = `/api/v2/loki/languages/${encodeURIComponent(language)}.json?l=${encodeURIComponent(BUILD_VERSION)}`;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const pack: unknown = await response.json();
    return pack && typeof pack === 'object' ? (pack as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** English of every area loaded by now or later: what a key a pack lacks reads. */
const readEnglish = createReader(FALLBACK_LANGUAGE, englishText);

/** A language's reader: its pack with i18next, both fetched together on first use; null on failure. */
function readerOf(language: string): Promise<TFunction | null> {
  let reader = readers.get(language);
  if (!reader) {
    reader = Promise.all([fetchPack(language), import('./i18next-engine.ts')]).then(([pack, engine]) =>
      pack ? engine.createPackReader(language, pack, readEnglish) : null,
    );
    // A failure is not kept: the next change of language asks again.
    void reader.then((loaded) => loaded ?? readers.delete(language));
    readers.set(language, reader);
  }
  return reader;
}

/**
 * Forgets the packs loaded so far (tests: files share one module graph, and a pack one file
 * loaded must not answer another file's language call).
 */
export function forgetLoadedPacks(): void {
  readers.clear();
}

/** The reader on screen; null: English. */
let shown: TFunction | null = null;

/** The last locale asked for: a slow pack that arrives after a newer choice is not shown. */
let requested: string = FALLBACK_LANGUAGE;

/**
 * Switches the app to a locale: loads its language's pack (and i18next) once, then changes the
 * texts, the `<html lang>` and the locale of dates and numbers together. A failing pack keeps
 * English; English itself needs neither i18next nor the network.
 */
export async function applyLocale(locale: string): Promise<void> {
  requested = locale;
  const language = languageOf(locale);
  const isEnglish = language === FALLBACK_LANGUAGE;
  const [reader, translateMessages] = isEnglish
    ? [null, null]
    : await Promise.all([readerOf(language).catch(() => null), loadMessages().catch(() => null)]);
  if (requested !== locale) return;
  const isLocaleUsable = isEnglish || reader !== null;
  // The messages first: the texts' change re-renders, and what re-renders reads both.
  showMessages(reader ? translateMessages : null);
  if (shown !== reader) {
    shown = reader;
    showTexts(reader);
  }
  currentLocale = isLocaleUsable ? locale : FALLBACK_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = currentLocale;
}

/** A key of the English pack: the texts the web may show. */
export type TTextKey = keyof typeof en;
