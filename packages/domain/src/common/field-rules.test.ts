import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isForbiddenAnswer, isWebsiteUrl, keepAllowedCharacters, websiteHref } from './field-rules.ts';

describe('002 §5 field rules', () => {
  it('takes a website with an optional http(s), a domain and an optional path', () => {
    for (const url of [
      'example.com',
      'www.example.co.uk',
      'http://example.com',
      'https://sub.example-site.io/about/team?x=1#top',
      'https://example.com:8443/',
    ]) {
      expect(isWebsiteUrl(url), url).toBe(true);
    }
    for (const url of [
      '',
      'example',
      'ftp://example.com',
      'https://',
      'javascript:alert(1)',
      'exa mple.com',
      'example.c',
      '-bad.com',
    ]) {
      expect(isWebsiteUrl(url), url).toBe(false);
    }
    expect(websiteHref('example.com')).toBe('https://example.com');
    expect(websiteHref('http://example.com')).toBe('http://example.com');
  });

  it('a website it takes always becomes an http(s) link', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        if (isWebsiteUrl(url)) expect(websiteHref(url)).toMatch(/^https?:\/\//);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses an answer equal to a forbidden value, trimmed and in any case', () => {
    expect(isForbiddenAnswer('  Company ', ['company'])).toBe(true);
    expect(isForbiddenAnswer('Companies', ['company'])).toBe(false);
    expect(isForbiddenAnswer('   ', [' '])).toBe(false);
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        fc.pre(value.trim() !== '');
        expect(isForbiddenAnswer(` ${value.toUpperCase()} `, [value.toLowerCase()])).toBe(
          value.toUpperCase().trim().toLocaleLowerCase() === value.toLowerCase().trim().toLocaleLowerCase(),
        );
      }),
    );
  });

  it('keeps only the allowed characters of typed or pasted text', () => {
    expect(keepAllowedCharacters('AB-12 x', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')).toBe('AB12');
    expect(keepAllowedCharacters('a b', 'ab ')).toBe('a b');
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (text, allowed) => {
        const kept = keepAllowedCharacters(text, allowed);
        for (const char of kept) expect(allowed).toContain(char);
      }),
    );
  });
});
