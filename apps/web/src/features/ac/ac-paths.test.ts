import { describe, expect, it } from 'vitest';
import { acPrintPath } from './ac-paths.ts';

describe('the print path', () => {
  it('sends the card scale rounded down, so a fitted chart still fits on the print page', () => {
    const at = (scale: number) =>
      new URLSearchParams(
        acPrintPath('c', 'r', { rows: 1, columns: 2, seatId: null, scale }).split('?')[1],
      ).get('scale');
    expect(at(0.98951)).toBe('0.98');
    expect(at(0.29)).toBe('0.29');
    expect(at(1)).toBe('1.00');
  });
});
