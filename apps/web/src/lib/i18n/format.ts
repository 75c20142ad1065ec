import { currencyForLocale } from '@cairn/domain/i18n/currency';
import { useSyncExternalStore } from 'react';
import { formatLocale, onLocaleChange } from './i18n.ts';

/**
 * The house's date, number and money formatting (issue 33): every one goes through the person's
 * locale, so a German team reads `27.11.2026` and `1.234,50 €`. Do not call `toLocale*` elsewhere.
 */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(formatLocale(), options).format(new Date(value));
}

/** A number in the person's locale. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(formatLocale(), options).format(value);
}

/**
 * An amount of money in the person's locale; the currency is the organisation's, else the spec's
 * map for the locale (002 §3), USD with 2 decimals by default (002 §9).
 */
export function formatMoney(amount: number, currency: string = currencyForLocale(formatLocale())): string {
  return new Intl.NumberFormat(formatLocale(), { style: 'currency', currency }).format(amount);
}

/** The current locale, re-rendering the component when it changes. */
export function useFormatLocale(): string {
  return useSyncExternalStore(onLocaleChange, formatLocale, formatLocale);
}
