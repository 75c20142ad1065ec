import { describe, expect, it } from 'vitest';
import { isValidKey, packProblems } from './keys.ts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };

const PACKS: Record<string, Record<string, string>> = { de, es, fr };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the shipped language packs', () => {
  it('name every English key well', () => {
    expect(packProblems(en)).toEqual([]);
    expect(Object.keys(en).filter((key) => !isValidKey(key))).toEqual([]);
  });

  it.each(Object.keys(PACKS))('%s has every English key, no other, and no empty text', (language) => {
    const pack = PACKS[language];
    expect(Object.keys(pack).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(pack).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(Object.keys(PACKS))('%s keeps the placeholders of each English text', (language) => {
    const pack = PACKS[language];
    const broken = Object.keys(en).filter(
      (key) => placeholders(pack[key] ?? '').join() !== placeholders(en[key as keyof typeof en]).join(),
    );
    expect(broken).toEqual([]);
  });
});
