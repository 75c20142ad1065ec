import { withCurrentOrgTerms } from './org-terms.ts';

/** Values put into a text by name: `t('shell.userMenu.label', { name })`. */
export type TTextValues = Readonly<Record<string, unknown>>;

/** Reads a key: the text of the person's language, else English, else the key itself. */
export type TFunction = (key: string, values?: TTextValues) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * i18next's `{{name}}` placeholders, as i18next fills them (values as `String(value)`, no number
 * formatting); a placeholder without a value stays as written so a missing value shows.
 */
export function fillPlaceholders(text: string, values: TTextValues = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * A key's template made the text on screen: the organisation's words, then the values. The one
 * place every reader (English's and i18next's) finishes a text, so the words apply everywhere.
 */
export function finishText(language: string, key: string, template: string, values?: TTextValues): string {
  return fillPlaceholders(withCurrentOrgTerms(language, key, template), values);
}

/**
 * A reader over one flat pack (issue 33, decision 0030): what the web does with i18next, in the
 * few lines the packs need, so English reads without loading i18next. A `count` picks the plural
 * form by `Intl.PluralRules` (`key_one`, `key_other`, and `_few`/`_many` where the language has
 * them), falling back to `key_other` and then to `key` itself, as i18next does.
 */
export function createReader(language: string, lookup: (key: string) => string | undefined): TFunction {
  const plurals = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const count = values.count;
    let text: string | undefined;
    if (typeof count === 'number') {
      text = lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`);
    }
    text ??= lookup(key);
    return text === undefined ? key : finishText(language, key, text, values);
  };
}
