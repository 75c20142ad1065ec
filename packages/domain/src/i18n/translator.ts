import { canonicalLocale, languageOf } from './languages.ts';
import { type TOrgTerms, withOrgTerms } from './org-terms.ts';

/** Values put into a text: strings as they are, numbers formatted in the locale. */
export type TTextVars = Readonly<Record<string, string | number>>;

/** A flat pack of key to text (English merged under it by the caller, so no key is missing). */
export type TTextPack = Readonly<Record<string, string>>;

/** i18next's `{{name}}` placeholder. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A translator outside React (the server's mails, the PDF worker): keys as in the web's packs,
 * `{{name}}` placeholders, `_one`/`_other` plurals chosen by `Intl.PluralRules` and numbers
 * formatted in the locale. A key the pack lacks reads as the key itself, so a caller passes the
 * language's pack with English merged under it. Texts stay text: nothing is escaped or parsed.
 *
 * `terms`, the organisation's own words (issue 33), are put into every text from a key before its
 * values go in, as the web's `finishText` does: the one place the server's texts in an
 * organisation's context (notifications, mails, PDFs) follow them, and values (titles, names the
 * team typed) never change.
 */
export function createTranslator(pack: TTextPack, locale: string, terms?: TOrgTerms) {
  const safeLocale = canonicalLocale(locale) ?? 'en';
  const language = languageOf(safeLocale);
  const plurals = new Intl.PluralRules(safeLocale);
  const numbers = new Intl.NumberFormat(safeLocale);

  /** The pack's text of a key, its plural form chosen by `count` when it has one. */
  function packText(key: string, vars: TTextVars): string | undefined {
    const count = vars.count;
    if (typeof count === 'number') {
      const plural = pack[`${key}_${plurals.select(count)}`] ?? pack[`${key}_other`];
      if (plural !== undefined) return plural;
    }
    return pack[key];
  }

  /** A key's text before its values go in: the pack's, in the organisation's words (else the key itself). */
  function template(key: string, vars: TTextVars = {}): string {
    const text = packText(key, vars);
    if (text === undefined) return key;
    return terms ? withOrgTerms(text, language, terms, key) : text;
  }

  /** A value as a text shows it: a number in the locale (`1.234` in German), a string as it is. */
  const valueText = (value: string | number) => (typeof value === 'number' ? numbers.format(value) : value);

  const fill = (text: string, vars: TTextVars) =>
    text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = vars[name];
      return value === undefined ? whole : valueText(value);
    });

  return {
    locale: safeLocale,
    /** The plain text of a key with its values put in. */
    t: (key: string, vars: TTextVars = {}) => fill(template(key, vars), vars),
    /** True when the pack has the key (or its `_other` plural). */
    has: (key: string) => pack[key] !== undefined || pack[`${key}_other`] !== undefined,
    template,
    valueText,
    /** A number in the locale. */
    number: (value: number) => numbers.format(value),
  };
}

export type TTextTranslator = ReturnType<typeof createTranslator>;
