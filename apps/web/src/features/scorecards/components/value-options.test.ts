import de from '@cairn/domain/i18n/locales/de.json';
import en from '@cairn/domain/i18n/locales/en.json';
import fr from '@cairn/domain/i18n/locales/fr.json';
import { describe, expect, it } from 'vitest';
import { createReader } from '../../../lib/i18n/reader.ts';
import { periodName } from './period-name.ts';
import {
  comparisonOptions,
  INTERVAL_NAME_KEYS,
  intervalOptions,
  scaleOptions,
  unitOptions,
} from './value-options.ts';

const t = createReader('de', (key) => (de as Record<string, string>)[key]);

describe('the scorecard choices in German (issue 33)', () => {
  it('names intervals, comparisons, scales and units by their codes', () => {
    expect(intervalOptions(t).map((option) => option.label)).toEqual([
      'Wöchentlich',
      'Monatlich',
      'Quartalsweise',
    ]);
    expect(t('scorecard.grid.intervalHeading', { interval: t(INTERVAL_NAME_KEYS.Monthly) })).toBe(
      'Kennzahlen: Monatlich',
    );
    expect(comparisonOptions(t).find((option) => option.value === 'GreaterOrEqual')?.label).toBe(
      '≥ Größer oder gleich',
    );
    expect(scaleOptions(t).find((option) => option.value === 'Thousand')?.label).toBe('Tausend (k)');
    expect(unitOptions(t).find((option) => option.value === 'Pound')?.label).toBe('Pfund (£)');
  });

  it('names a quarter as each language writes it', () => {
    expect(periodName('2026-10-01', 'Quarterly', t)).toBe('Q4 2026');
    const french = createReader('fr', (key) => (fr as Record<string, string>)[key]);
    expect(periodName('2026-01-01', 'Quarterly', french)).toBe('T1 2026');
  });

  it('keeps the English names word for word', () => {
    const english = createReader('en', (key) => (en as Record<string, string>)[key]);
    expect(intervalOptions(english).map((option) => option.label)).toEqual([
      'Weekly',
      'Monthly',
      'Quarterly',
    ]);
    expect(comparisonOptions(english).at(-1)?.label).toBe('↔ Between (both included)');
    expect(scaleOptions(english).map((option) => option.label)).toEqual([
      'One',
      'Thousand (k)',
      'Million (M)',
      'Billion (B)',
    ]);
    expect(unitOptions(english).find((option) => option.value === 'Zar')?.label).toBe('Rand (R)');
  });
});
