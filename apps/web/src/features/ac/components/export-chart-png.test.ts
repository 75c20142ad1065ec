import { describe, expect, it } from 'vitest';
import { pngFileName } from './export-chart-png.ts';

describe('pngFileName', () => {
  it('keeps letters and digits of the title, joined by dashes', () => {
    expect(pngFileName('  Q1 2027: Leadership / Sales  ')).toBe('Q1-2027-Leadership-Sales.png');
    expect(pngFileName('Équipe Zürich')).toBe('Équipe-Zürich.png');
    expect(pngFileName('***')).toBe('accountability-chart.png');
  });
});
