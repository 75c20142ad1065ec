import { currencyForLocale } from '@cairn/domain/i18n/currency';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatLocale } from '../../lib/i18n/i18n.ts';

/**
 * An amount in cents in the organisation's currency, written the person's way (`$15.00`,
 * `15,00 €`); without a currency, the one of the person's locale (spec 002 §3).
 */
export function formatCents(cents: number, currencyCode?: string): string {
  const currency = currencyCode ?? currencyForLocale(formatLocale());
  return formatNumber(cents / 100, { style: 'currency', currency });
}
