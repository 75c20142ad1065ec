import fr from '@cairn/domain/i18n/locales/fr.json';
import { afterEach, describe, expect, it } from 'vitest';
import { createReader } from '../lib/i18n/reader.ts';
import { currentReader, showTexts } from '../lib/i18n/texts.ts';
import { quarterKeyLabel } from './quarter-name.ts';

afterEach(() => showTexts(null));

/** Quarters outside the scorecards (rocks, the quarterly session, the meeting history) follow the language too. */
describe('quarterKeyLabel', () => {
  it('writes a stored quarter in English, and in French once French is on screen', () => {
    expect(quarterKeyLabel('2026-Q4', currentReader())).toBe('Q4 2026');
    showTexts(createReader('fr', (key) => (fr as Record<string, string>)[key]));
    expect(quarterKeyLabel('2026-Q4', currentReader())).toBe('T4 2026');
  });

  it('shows a key that names no quarter as it is', () => {
    expect(quarterKeyLabel('someday', currentReader())).toBe('someday');
  });
});
