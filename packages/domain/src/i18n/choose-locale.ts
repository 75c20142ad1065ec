import {
  canonicalLocale,
  FALLBACK_LANGUAGE,
  isShippedLocale,
  languageOf,
  PSEUDO_LOCALE,
  regionOf,
} from './languages.ts';

/** What the locale is chosen from: the person's stored choice and the browser's languages in order. */
export type TLocaleInputs = {
  /** `userLocale` from account settings, or null when the person follows the browser. */
  preference: string | null | undefined;
  /** `navigator.languages` on the web, the Accept-Language tags on the server. */
  browserLanguages: readonly string[];
  /** Languages there is a pack for beyond the shipped ones (drop-in packs); none by default. */
  extraLanguages?: readonly string[];
};

function isAvailable(locale: string, extra: readonly string[]): boolean {
  return isShippedLocale(locale) || extra.includes(languageOf(locale));
}

/**
 * The person's locale (issue 33, spec 002 §9): the preference, else the first browser language
 * Cairn has a pack for, else `en`. A choice without a region takes the region of the browser's
 * language when the browser speaks the same language (`de` + `de-AT` -> `de-AT`); `en` takes the
 * browser's first region whatever its language (spec 002 §9: "en with region from the browser").
 */
export function chooseLocale({ preference, browserLanguages, extraLanguages = [] }: TLocaleInputs): string {
  const browser = browserLanguages.map(canonicalLocale).filter((tag): tag is string => tag !== null);
  const preferred = preference ? canonicalLocale(preference) : null;
  if (preferred === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  const chosen =
    preferred && isAvailable(preferred, extraLanguages)
      ? preferred
      : (browser.find((tag) => tag !== PSEUDO_LOCALE && isAvailable(tag, extraLanguages)) ??
        FALLBACK_LANGUAGE);
  if (regionOf(chosen)) return chosen;
  const language = languageOf(chosen);
  const sameLanguage = browser.find((tag) => languageOf(tag) === language && regionOf(tag));
  if (sameLanguage) return `${language}-${regionOf(sameLanguage)}`;
  if (language === FALLBACK_LANGUAGE) {
    const anyRegion = browser.map(regionOf).find((region) => region !== null);
    if (anyRegion) return `${language}-${anyRegion}`;
  }
  return chosen;
}

/** The tags of an Accept-Language header in the order the client prefers them (q-values honoured). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
