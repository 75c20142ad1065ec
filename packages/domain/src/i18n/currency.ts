/** The locale-to-currency map of spec 002 §3; any other locale pays in the default. */
export const LOCALE_CURRENCIES: Readonly<Record<string, string>> = {
  'en-US': 'USD',
  'en-GB': 'GBP',
  'en-CA': 'CAD',
  'fr-FR': 'EUR',
  'de-DE': 'EUR',
  'ja-JP': 'JPY',
  'en-AU': 'AUD',
  'es-ES': 'EUR',
  'it-IT': 'EUR',
};

/** USD with 2 decimals (spec 002 §9). */
export const DEFAULT_CURRENCY = 'USD';

/** The currency of a locale by the spec's map, USD for any locale it does not name. */
export function currencyForLocale(locale: string | null | undefined): string {
  return (locale && LOCALE_CURRENCIES[locale]) || DEFAULT_CURRENCY;
}
