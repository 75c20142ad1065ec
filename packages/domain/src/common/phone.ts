import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { FIELD_TEXTS, PHONE_MAX_LENGTH } from './field-rules.ts';

export type { CountryCode };

/**
 * The country a number typed without "+" belongs to when nobody says otherwise: the US, as
 * before issue 35, so API callers that send "(212) 555-0100" keep working.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** Digits, spaces and the usual separators only: "212 555 01OO" (letter O) is refused, not read. */
const PHONE_TEXT = /^[\d\s().+-]*$/;

/**
 * A typed number in E.164 ("+442079460958"), or null when it is not a valid number of any
 * country. "+" numbers are read as they say; others as numbers of `country`.
 */
export function toE164(text: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  if (!PHONE_TEXT.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored number as a viewer in `viewerCountry` writes it: the national form for a number of
 * their own country ("(212) 555-0100"), the international one otherwise ("+44 20 7946 0958").
 * Numbers stored as ten US digits before E.164 read as US numbers.
 */
export function formatPhone(stored: string, viewerCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  if (!parsed) return stored;
  return parsed.country === viewerCountry ? parsed.formatNational() : parsed.formatInternational();
}

/** The country of a locale ("en-GB" -> GB, "en" -> US), or the default one. */
export function countryOfLocale(locale: string | undefined): CountryCode {
  try {
    const region = locale ? new Intl.Locale(locale).maximize().region : undefined;
    return region && isSupportedCountry(region) ? region : DEFAULT_PHONE_COUNTRY;
  } catch {
    return DEFAULT_PHONE_COUNTRY;
  }
}

/**
 * A phone field's schema: empty (clears it) or a valid number of any country, given as its
 * E.164 form; numbers without "+" are read as numbers of `country` (issue 35).
 */
export function zPhone(country: CountryCode = DEFAULT_PHONE_COUNTRY) {
  return z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, FIELD_TEXTS.invalidPhone)
    .refine((text) => text === '' || toE164(text, country) !== null, FIELD_TEXTS.invalidPhone)
    .transform((text) => (text === '' ? '' : (toE164(text, country) ?? '')));
}
