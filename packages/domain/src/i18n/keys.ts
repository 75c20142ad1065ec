/**
 * Key naming, so that plurals stay safe in every language (i18next's `_one`, `_other` ... suffixes
 * by `Intl.PluralRules`): a key is `area.part.name` in lowerCamelCase segments; a plural key is the
 * base plus one of the CLDR categories, and the base itself is never a key. Never build a key by
 * joining a number or a word onto it, and never choose between two keys by `count === 1`.
 */
export const KEY_PATTERN = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;

/** The CLDR plural categories as i18next suffixes them. */
export const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'] as const;

/** The base of a plural key (`rocks.count_one` -> `rocks.count`), or the key itself. */
export function pluralBase(key: string): string {
  const suffix = PLURAL_SUFFIXES.find((s) => key.endsWith(s));
  return suffix ? key.slice(0, -suffix.length) : key;
}

/** True when a key follows the naming (with an optional plural suffix). */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(pluralBase(key));
}

/** The plural keys a language needs for a base, from its own plural rules (`de`: one, other). */
export function pluralKeysFor(language: string, base: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return categories.map((category) => `${base}_${category}`);
}

/** The problems of a flat pack: badly named keys and plural bases without their `_other`. */
export function packProblems(pack: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const keys = Object.keys(pack);
  for (const key of keys) {
    if (!isValidKey(key)) problems.push(`${key}: not area.part.name in lowerCamelCase`);
    const base = pluralBase(key);
    if (base !== key && !(`${base}_other` in pack)) problems.push(`${base}: plural without _other`);
    if (base !== key && base in pack) problems.push(`${base}: both a key and a plural base`);
  }
  return [...new Set(problems)];
}
