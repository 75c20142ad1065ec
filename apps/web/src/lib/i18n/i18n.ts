import { FALLBACK_LANGUAGE, languageOf } from '@cairn/domain/i18n/languages';
import en from '@cairn/domain/i18n/locales/en.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BUILD_VERSION } from '../version-check.ts';

/**
 * The web's one i18next instance (issue 33). English is bundled so the first page never waits;
 * every other language is fetched from the language call when a person needs it.
 */
const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  resources: { [FALLBACK_LANGUAGE]: { translation: en } },
  // Keys are flat (`shell.menu.rocks`): the dots are part of the name, not a path.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders: a pack's HTML stays text.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The full locale (`de-AT`) that dates and numbers follow; the pack is its language's (`de`). */
let currentLocale: string = FALLBACK_LANGUAGE;

/** The locale Intl formats in: the person's locale, `en` until one is known. */
export function formatLocale(): string {
  return currentLocale;
}

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

/**
 * Switches the app to a locale: loads its language's pack once, then changes the texts, the
 * `<html lang>` and the locale of dates and numbers together. A failing pack keeps English.
 */
export async function applyLocale(locale: string): Promise<void> {
  const language = languageOf(locale);
  let texts = FALLBACK_LANGUAGE;
  if (language !== FALLBACK_LANGUAGE) {
    if (!i18n.hasResourceBundle(language, 'translation')) {
      const pack = await fetchPack(language);
      if (pack) i18n.addResourceBundle(language, 'translation', pack, true, true);
    }
    if (i18n.hasResourceBundle(language, 'translation')) texts = language;
  }
  await i18n.changeLanguage(texts);
  const isLocaleUsable = texts === language;
  currentLocale = isLocaleUsable ? locale : FALLBACK_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = currentLocale;
}

/** A key of the English pack: the texts the web may show. */
export type TTextKey = keyof typeof en;
