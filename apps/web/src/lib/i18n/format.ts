import { formatLocale } from './i18n.ts';

/**
 * The house's date, number and money formatting (issue 33): every one goes through the person's
 * locale, so a German team reads `27.11.2026` and `1.234,5`. Do not call `toLocale*` elsewhere.
 * Money (billing, next) goes through the spec's currency map in `@cairn/domain/i18n/currency`.
 */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(formatLocale(), options).format(new Date(value));
}

/** A number in the person's locale. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(formatLocale(), options).format(value);
}
