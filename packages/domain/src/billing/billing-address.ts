import { z } from 'zod';
import { BILLING_TEXTS } from './billing.constants.ts';
import { isKnownCountry, statesOf } from './countries.ts';

/** A billing address (001 §3, 002 §3). */
export type TAddress = {
  countryCode: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
};

/** Country defaults to US on a new card (001 §5, 002 §7). */
export const DEFAULT_COUNTRY = 'US';

/** 002 §5: the state prompt, "Select a Province" for Canada, else "Select a State". */
export function statePrompt(countryCode: string): string {
  return countryCode === 'CA' ? BILLING_TEXTS.selectProvince : BILLING_TEXTS.selectState;
}

/** 002 §5: Monaco asks for no state, city or postal code; the Emirates for no postal code. */
export function addressRequirements(countryCode: string) {
  const isMonaco = countryCode === 'MC';
  // "other countries city not required": only the countries with special rules ask for a city.
  const asksCity = ['US', 'CA', 'GB', 'AU', 'AE', 'DE', 'KY'].includes(countryCode);
  return {
    isStateRequired: !isMonaco,
    isCityRequired: asksCity,
    isPostalCodeRequired: !isMonaco && countryCode !== 'AE',
  };
}

// Canada: letter-digit-letter, optional space, digit-letter-digit; the first letter from the
// set Canada Post uses, and never D, F, I, O, Q or U (002 §5).
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Postal code patterns per country (issue 29: at least US, CA, GB, DE, AU, FR, NL). */
const POSTAL_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: CA_POSTAL,
  GB: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/,
  DE: /^\d{5}$/,
  AU: /^\d{4}$/,
  FR: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
};

/**
 * Checks a postal code against its country's pattern: null when it is fine, else the message's
 * code and text (US: VAL_INVALID_ZIP_CODE, elsewhere VAL_INVALID_POSTAL_CODE). Letters are read
 * in upper case; a country without a pattern takes free text.
 */
export function postalCodeProblem(
  countryCode: string,
  postalCode: string,
): { id: 'VAL_INVALID_ZIP_CODE' | 'VAL_INVALID_POSTAL_CODE'; text: string } | null {
  const pattern = POSTAL_PATTERNS[countryCode];
  if (!pattern || pattern.test(postalCode.trim().toUpperCase())) return null;
  return countryCode === 'US'
    ? { id: 'VAL_INVALID_ZIP_CODE', text: BILLING_TEXTS.invalidZipCode }
    : { id: 'VAL_INVALID_POSTAL_CODE', text: BILLING_TEXTS.invalidPostalCode };
}

const line = (max: number) => z.string().trim().max(max).default('');

/**
 * A billing address as sent (001 §5, 002 §5): country, state, line 1, city and postal code as the
 * country requires; the state one of the country's list when it has one; the postal code in the
 * country's pattern (stored upper case).
 */
export const ZAddress = z
  .object({
    countryCode: z.string().trim().toUpperCase().default(DEFAULT_COUNTRY),
    addressLine1: line(200),
    addressLine2: line(200),
    addressLine3: line(200),
    city: line(100),
    stateOrProvince: line(100),
    postalCode: line(20).transform((value) => value.toUpperCase()),
  })
  .superRefine((address, ctx) => {
    const need = addressRequirements(address.countryCode);
    const required = (field: keyof TAddress) =>
      ctx.addIssue({ code: 'custom', path: [field], message: BILLING_TEXTS.required });
    if (!isKnownCountry(address.countryCode)) required('countryCode');
    if (!address.addressLine1) required('addressLine1');
    if (need.isCityRequired && !address.city) required('city');
    const states = statesOf(address.countryCode);
    if (need.isStateRequired && !address.stateOrProvince) required('stateOrProvince');
    else if (states && address.stateOrProvince && !states.some((s) => s.code === address.stateOrProvince))
      ctx.addIssue({ code: 'custom', path: ['stateOrProvince'], message: statePrompt(address.countryCode) });
    if (need.isPostalCodeRequired && !address.postalCode) required('postalCode');
    else if (address.postalCode) {
      const problem = postalCodeProblem(address.countryCode, address.postalCode);
      if (problem) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: problem.text });
    }
  });
