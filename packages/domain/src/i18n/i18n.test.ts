import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseLocale, parseAcceptLanguage } from './choose-locale.ts';
import { currencyForLocale } from './currency.ts';
import { isValidKey, packProblems, pluralBase, pluralKeysFor } from './keys.ts';
import { canonicalLocale, isShippedLocale, languageOf, regionOf } from './languages.ts';
import { pseudoLocalize } from './pseudo-locale.ts';

describe('choosing the locale', () => {
  it('takes the preference first, then the browser, then English', () => {
    expect(chooseLocale({ preference: 'fr', browserLanguages: ['de-DE'] })).toBe('fr');
    expect(chooseLocale({ preference: null, browserLanguages: ['de-DE', 'en'] })).toBe('de-DE');
    expect(chooseLocale({ preference: null, browserLanguages: ['ja-JP', 'es'] })).toBe('es');
    expect(chooseLocale({ preference: null, browserLanguages: [] })).toBe('en');
  });

  it('gives English the region of the browser (spec 002 §9)', () => {
    expect(chooseLocale({ preference: null, browserLanguages: ['ja-JP'] })).toBe('en-JP');
    expect(chooseLocale({ preference: null, browserLanguages: ['en-GB'] })).toBe('en-GB');
    expect(chooseLocale({ preference: 'en', browserLanguages: ['it-IT'] })).toBe('en-IT');
  });

  it('keeps the region of the browser for the same language, and a preference with its own region', () => {
    expect(chooseLocale({ preference: 'de', browserLanguages: ['de-AT'] })).toBe('de-AT');
    expect(chooseLocale({ preference: 'de-CH', browserLanguages: ['de-AT'] })).toBe('de-CH');
    expect(chooseLocale({ preference: 'fr', browserLanguages: ['de-DE'] })).toBe('fr');
  });

  it('ignores an unknown or broken preference and browser tags it cannot read', () => {
    expect(chooseLocale({ preference: 'xx-!!', browserLanguages: ['fr-FR'] })).toBe('fr-FR');
    expect(chooseLocale({ preference: 'nl', browserLanguages: ['not a tag', 'es-ES'] })).toBe('es-ES');
  });

  it('takes a drop-in language when there is a pack for it', () => {
    expect(chooseLocale({ preference: 'nl', browserLanguages: [], extraLanguages: ['nl'] })).toBe('nl');
  });

  it('keeps the pseudo-locale as chosen', () => {
    expect(chooseLocale({ preference: 'en-XA', browserLanguages: ['de-DE'] })).toBe('en-XA');
  });

  it('always answers a locale Intl can format with', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (preference, browserLanguages) => {
        const locale = chooseLocale({ preference, browserLanguages });
        expect(() => new Intl.NumberFormat(locale)).not.toThrow();
      }),
    );
  });
});

describe('Accept-Language', () => {
  it('orders the tags by weight and drops the wildcard and q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, de-DE, fr;q=0.8, *;q=0.1, es;q=0')).toEqual(['de-DE', 'fr', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('the currency of a locale', () => {
  it('follows the spec map and falls back to USD', () => {
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('de-DE')).toBe('EUR');
    expect(currencyForLocale('ja-JP')).toBe('JPY');
    expect(currencyForLocale('de-AT')).toBe('USD');
    expect(currencyForLocale(null)).toBe('USD');
  });
});

describe('language codes', () => {
  it('canonicalises, splits and knows the shipped languages', () => {
    expect(canonicalLocale('de-de')).toBe('de-DE');
    expect(canonicalLocale('!!')).toBeNull();
    expect(languageOf('fr-CA')).toBe('fr');
    expect(regionOf('fr-CA')).toBe('CA');
    expect(regionOf('fr')).toBeNull();
    expect(isShippedLocale('es-MX')).toBe(true);
    expect(isShippedLocale('nl')).toBe(false);
  });
});

describe('key naming', () => {
  it('accepts area.part.name and plural suffixes, and refuses the rest', () => {
    expect(isValidKey('shell.menu.rocks')).toBe(true);
    expect(isValidKey('dashboard.rocks.count_one')).toBe(true);
    expect(isValidKey('Rocks')).toBe(false);
    expect(isValidKey('shell.menu.my rocks')).toBe(false);
    expect(pluralBase('a.b_other')).toBe('a.b');
  });

  it('tells the plural keys of each language from its own rules', () => {
    expect(pluralKeysFor('de', 'a.b')).toEqual(['a.b_one', 'a.b_other']);
    expect(pluralKeysFor('fr', 'a.b')).toContain('a.b_many');
  });

  it('finds plurals without _other and badly named keys', () => {
    expect(packProblems({ 'a.b_one': 'x', 'a.c': 'y' })).toEqual(['a.b: plural without _other']);
    expect(packProblems({ Bad: 'x' })).toHaveLength(1);
  });
});

describe('the pseudo-locale', () => {
  it('accents, lengthens by ~30 % and brackets, keeping placeholders and tags', () => {
    const text = pseudoLocalize('You have {{count}} rocks <1>here</1>');
    expect(text.startsWith('[') && text.endsWith(']')).toBe(true);
    expect(text).toContain('{{count}}');
    expect(text).toContain('<1>');
    expect(text.replace('{{count}}', '')).not.toMatch(/[a-z]{3}/);
    const english = 'Sign in to your account';
    expect(pseudoLocalize(english).length).toBeGreaterThanOrEqual(Math.ceil(english.length * 1.3));
  });
});
