import firstPageTexts from 'virtual:texts/shell+auth+brand+support+role';
import { FALLBACK_LANGUAGE } from '@cairn/domain/i18n/languages';
import { createReader, type TFunction } from './reader.ts';

/**
 * The texts the web shows (decision 0030). English is split by area: the first page bundles the
 * shell's and the sign-in pages' texts (above), and each other area's English arrives with its
 * route chunk through `addEnglishTexts` (its `texts.ts`). Another language's pack comes whole from
 * the language call and is read by i18next, loaded only then (`i18next-engine.ts`).
 */
const english: Record<string, string> = { ...firstPageTexts };

const readEnglish = createReader(FALLBACK_LANGUAGE, (key) => english[key]);

/** The reader of the language on screen; English until another one is applied. */
let current: TFunction = readEnglish;
const listeners = new Set<() => void>();

/** Adds an area's English texts (its route chunk's `texts.ts` calls this when it loads). */
export function addEnglishTexts(texts: Readonly<Record<string, string>>): void {
  Object.assign(english, texts);
}

/** English texts known so far: what another language falls back to for a key its pack lacks. */
export function englishText(key: string): string | undefined {
  return english[key];
}

/**
 * Puts another reader on screen (null: English) and re-renders every `useTranslation`. A new
 * function each time, so components and memos that depend on `t` see the change.
 */
export function showTexts(reader: TFunction | null): void {
  const next = reader ?? readEnglish;
  current = (key, values) => next(key, values);
  for (const listener of listeners) listener();
}

/** Re-renders every text in the language on screen: the organisation's words changed. */
export function refreshTexts(): void {
  const reader = current;
  current = (key, values) => reader(key, values);
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: the reader changes identity on each language change. */
export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader on screen. */
export function currentReader(): TFunction {
  return current;
}
