import { canonicalLocale, languageOf } from '@cairn/domain/i18n/languages';
import { escapeHtml } from '../mail/index.ts';
import type { TLanguagePacks } from './language-packs.ts';

/** Values put into a text: strings as they are, numbers formatted in the locale. */
type TVars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The server's translator for one locale (mails, and later PDFs and messages): keys as in the
 * web's packs, i18next's `{{name}}` placeholders and `_one`/`_other` plurals by `Intl.PluralRules`.
 */
export function translatorFor(packs: TLanguagePacks, locale: string) {
  const safeLocale = canonicalLocale(locale) ?? 'en';
  const { pack } = packs.packOf(languageOf(safeLocale));
  const plurals = new Intl.PluralRules(safeLocale);
  const numbers = new Intl.NumberFormat(safeLocale);

  function template(key: string, vars: TVars): string {
    const count = vars.count;
    if (typeof count === 'number') {
      const plural = pack[`${key}_${plurals.select(count)}`] ?? pack[`${key}_other`];
      if (plural !== undefined) return plural;
    }
    return pack[key] ?? key;
  }

  const fill = (text: string, vars: TVars) =>
    text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = vars[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });

  return {
    locale: safeLocale,
    /** The plain text of a key. */
    t: (key: string, vars: TVars = {}) => fill(template(key, vars), vars),
    /**
     * The HTML of a key: the pack's text is escaped (a pack's HTML is shown as text, never run as
     * markup), then the values go in escaped, or through `html` when given (it returns safe markup).
     */
    tHtml: (key: string, vars: TVars = {}, html?: (name: string, value: string) => string) =>
      escapeHtml(template(key, vars)).replace(PLACEHOLDER, (whole, name: string) => {
        const value = vars[name];
        if (value === undefined) return whole;
        const text = typeof value === 'number' ? numbers.format(value) : value;
        return html ? html(name, text) : escapeHtml(text);
      }),
    /** A calendar date in the locale, e.g. `27. November 2026`. */
    date: (instant: Date) =>
      new Intl.DateTimeFormat(safeLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(instant),
    /** A span of calendar days (`YYYY-MM-DD`) in the locale, e.g. `16.–22. Nov.` (`Nov 16 – 22` in English). */
    dateRange: (firstDay: string, lastDay: string) =>
      new Intl.DateTimeFormat(safeLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
        new Date(`${firstDay}T00:00:00Z`),
        new Date(`${lastDay}T00:00:00Z`),
      ),
  };
}

export type TTranslator = ReturnType<typeof translatorFor>;
