import { type CountryCode, countryOfLocale } from '@cairn/domain/common/phone';

/**
 * The viewer's country for phone numbers, from the browser's language ("en-GB" -> GB): numbers
 * typed without "+" are read as theirs, and numbers of their country show in its national form.
 */
export function viewerPhoneCountry(): CountryCode {
  return countryOfLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}
