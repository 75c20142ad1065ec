import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence.ts';

describe('endSentence (issue 35)', () => {
  it('adds one full stop, never a second one after a name that ends in one', () => {
    expect(endSentence('join Acme Outdoor Co.')).toBe('join Acme Outdoor Co.');
    expect(endSentence('join Northwind')).toBe('join Northwind.');
    expect(endSentence('You joined Yahoo!')).toBe('You joined Yahoo!');
  });

  it('always ends in exactly one stop-like character', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const sentence = endSentence(`join ${name}`);
        expect(sentence).toMatch(/[.!?…]$/);
        expect(sentence.endsWith('..') && !`join ${name}`.trimEnd().endsWith('..')).toBe(false);
      }),
    );
  });
});
