import { formatMoney } from '@cairn/domain/billing/billing-rules';
import { canonicalLocale, languageOf } from '@cairn/domain/i18n/languages';
import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import { createTranslator, PLACEHOLDER, type TTextVars } from '@cairn/domain/i18n/translator';
import { escapeHtml } from '../mail/index.ts';
import type { TLanguagePacks } from './language-packs.ts';

/**
 * The server's translator for one locale (mails, PDFs' titles): the domain's translator over the
 * language's pack (English under it), with the HTML form mails need and the dates they print.
 * A text written in an organisation's context passes its own words (`orgTermsOf`); the sign-up
 * code and the password reset have no organisation and pass none.
 */
export function translatorFor(packs: TLanguagePacks, locale: string, terms?: TOrgTerms) {
  const safeLocale = canonicalLocale(locale) ?? 'en';
  const { pack } = packs.packOf(languageOf(safeLocale));
  const texts = createTranslator(pack, safeLocale, terms);

  return {
    locale: texts.locale,
    /** The plain text of a key. */
    t: texts.t,
    /**
     * The HTML of a key: the pack's text is escaped (a pack's HTML is shown as text, never run as
     * markup), then the values go in escaped, or through `html` when given (it returns safe markup).
     */
    tHtml: (key: string, vars: TTextVars = {}, html?: (name: string, value: string) => string) =>
      escapeHtml(texts.template(key, vars)).replace(PLACEHOLDER, (whole, name: string) => {
        const value = vars[name];
        if (value === undefined) return whole;
        const text = texts.valueText(value);
        return html ? html(name, text) : escapeHtml(text);
      }),
    /** A calendar date in the locale, e.g. `27. November 2026`. */
    date: (instant: Date) =>
      new Intl.DateTimeFormat(safeLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(instant),
    /** An amount in cents in the locale, e.g. `15,00 $`. */
    money: (cents: number, currencyCode: string) => formatMoney(cents, currencyCode, safeLocale),
    /** A span of calendar days (`YYYY-MM-DD`) in the locale, e.g. `16.–22. Nov.` (`Nov 16 – 22` in English). */
    dateRange: (firstDay: string, lastDay: string) =>
      new Intl.DateTimeFormat(safeLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
        new Date(`${firstDay}T00:00:00Z`),
        new Date(`${lastDay}T00:00:00Z`),
      ),
  };
}

export type TTranslator = ReturnType<typeof translatorFor>;
