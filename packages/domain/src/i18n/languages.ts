/**
 * The languages Cairn ships (issue 33). A drop-in pack on the server may add more; the web asks
 * the server for any language that is not English, so the list here is what account settings offer.
 */
export const SHIPPED_LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
export type TShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** English is bundled and is the fallback for every missing key and every failing pack (002 §8). */
export const FALLBACK_LANGUAGE = 'en';

/**
 * The pseudo-locale: English made accented, ~30 % longer and bracketed, so that a text that is not
 * from a key (plain English) or one cut off by its layout (no closing bracket) stands out.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** Each shipped language's own name, shown in the language switch in that language. */
export const LANGUAGE_NAMES: Record<TShippedLanguage | typeof PSEUDO_LOCALE, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'en-XA': '[Ƥšéûðö-ļöçåļé]',
};

/** A language code as the language call accepts it: `de`, `pt-BR`, `en-XA` (letters, one region). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2}|-[0-9]{3})?$/;

/** The canonical form of a BCP 47 tag (`de-de` -> `de-DE`), or null when it is not one. */
export function canonicalLocale(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** The language part of a locale: `de-AT` -> `de`; the pseudo-locale stays itself. */
export function languageOf(locale: string): string {
  if (locale === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return locale.split('-')[0]?.toLowerCase() ?? FALLBACK_LANGUAGE;
}

/** The region part of a locale (`en-GB` -> `GB`), or null when it names none. */
export function regionOf(locale: string): string | null {
  try {
    return new Intl.Locale(locale).region ?? null;
  } catch {
    return null;
  }
}

/** True when the language of `locale` is one Cairn ships (or the pseudo-locale). */
export function isShippedLocale(locale: string): boolean {
  if (locale === PSEUDO_LOCALE) return true;
  return (SHIPPED_LANGUAGES as readonly string[]).includes(languageOf(locale));
}
