import { COUNTRIES } from '@cairn/domain/billing/countries';
import { formatLocale } from '../../lib/i18n/i18n.ts';

/**
 * The countries of a billing address named in the person's language (`Intl.DisplayNames`, so
 * `DE` reads "Deutschland" in German), in the domain's order (the US, Canada and the UK first);
 * the domain's English name where the browser knows no name for the code.
 */
export function countryOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([formatLocale()], { type: 'region', fallback: 'none' });
  return COUNTRIES.map((country) => ({
    value: country.code,
    label: names.of(country.code) ?? country.name,
  }));
}
