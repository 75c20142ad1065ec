import { describe, expect, it } from 'vitest';
import { buildTheme, contrastRatio } from './theme.ts';

describe('theme colours used as text (issue 35)', () => {
  it('green-8 and green-9 (on-target values) read at WCAG AA 4.5:1 on white and on the green tint', () => {
    const green = buildTheme(null).colors?.green;
    expect(green).toBeDefined();
    for (const shade of [8, 9]) {
      const color = green?.[shade] ?? '';
      expect(contrastRatio(color, '#ffffff'), `green-${shade} on white`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, green?.[0] ?? ''), `green-${shade} on green-0`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
