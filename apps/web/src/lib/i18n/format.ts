import { formatMoney as formatMoneyIn } from '@cairn/domain/billing/billing-rules';
import { currencyForLocale } from '@cairn/domain/i18n/currency';
import { formatLocale } from './i18n.ts';

/**
 * The house's date, number and money formatting (issue 33): every one goes through the person's
 * locale, so a German team reads `27.11.2026` and `1.234,5`. Do not call `toLocale*` elsewhere.
 * Money goes through `formatMoney`, the one money formatter of the web.
 */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(formatLocale(), options).format(new Date(value));
}

/** A number in the person's locale. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(formatLocale(), options).format(value);
}

/**
 * An amount in integer cents in the organisation's currency, written the person's way (`$15.00`,
 * `15,00 €`); without a currency, the one of the person's locale (spec 002 §3).
 */
export function formatMoney(cents: number, currencyCode?: string | null): string {
  const locale = formatLocale();
  return formatMoneyIn(cents, currencyCode || currencyForLocale(locale), locale);
}
