import { PAGE_HEIGHT, PAGE_MARGIN, PAGE_WIDTH } from '@cairn/domain/ac/chart-layout';
import { describe, expect, it } from 'vitest';
import { buildSeat } from '../test-support.ts';
import { isValidGrid, printLayout, selectedSeats } from './print-layout.ts';

const seat = (id: string, parentId: string | null, isAssistant = false) =>
  buildSeat(id, parentId, { isAssistant });

/** A top seat with `wide` seats below it. */
const fan = (wide: number) => [
  seat('top', null),
  ...Array.from({ length: wide }, (_, n) => seat(`s${n}`, 'top')),
];

describe('print layout', () => {
  it('takes 1 to 10 whole rows and columns only', () => {
    expect(isValidGrid({ rows: 2, columns: 2 })).toBe(true);
    for (const bad of [0, -1, 1.5, 11, Number.NaN])
      expect(isValidGrid({ rows: bad, columns: 1 })).toBe(false);
  });

  it('prints a seat with everyone below it as its own tree', () => {
    const seats = [seat('a', null), seat('b', 'a'), seat('c', 'b'), seat('d', 'b', true), seat('e', 'a')];
    const chosen = selectedSeats(seats, 'b');
    expect(chosen.map((s) => s.id)).toEqual(['b', 'c', 'd']);
    expect(chosen[0]).toMatchObject({ isRoot: true, parentId: null });
    expect(selectedSeats(seats, 'gone')).toEqual([]);
  });

  it('fits the cards on the pages: full size when they fit, smaller when not, never below a tenth', () => {
    const small = printLayout(fan(2), { rows: 1, columns: 1 });
    expect(small.scale).toBe(1);
    const wide = printLayout(fan(12), { rows: 1, columns: 1 });
    expect(wide.scale).toBeLessThan(1);
    expect(wide.width * wide.scale).toBeLessThanOrEqual(PAGE_WIDTH - 2 * PAGE_MARGIN + 0.001);
    const onTwo = printLayout(fan(12), { rows: 1, columns: 2 });
    expect(onTwo.scale).toBeCloseTo(Math.min(1, wide.scale * 2));
    const huge = printLayout(fan(400), { rows: 1, columns: 1 });
    expect(huge).toMatchObject({ scale: 0.1, isTooSmall: true });
    expect(printLayout(fan(3), { rows: 2, columns: 2 }).areaHeight).toBe(2 * (PAGE_HEIGHT - 2 * PAGE_MARGIN));
  });

  it('fits every card on the pages, so none is off the page', () => {
    for (const wide of [2, 12, 40])
      expect(printLayout(fan(wide), { rows: 1, columns: 2 }).offPage.size).toBe(0);
  });

  it('keeps a card scale print mode fixed (within a tenth and full size) and lists the cards it pushes off the pages', () => {
    const fitted = printLayout(fan(12), { rows: 1, columns: 1 });
    const larger = printLayout(fan(12), { rows: 1, columns: 1, scale: fitted.scale * 2 });
    expect(larger.scale).toBeCloseTo(fitted.scale * 2);
    expect(larger.fitScale).toBeCloseTo(fitted.scale);
    expect(larger.isTooSmall).toBe(false);
    // The left half of the row (up to s4) still fits; the cards on the right fall off.
    expect(larger.offPage.has('s0')).toBe(false);
    expect(larger.offPage.has('s4')).toBe(false);
    expect(larger.offPage.has('s11')).toBe(true);
    expect(printLayout(fan(2), { rows: 1, columns: 1, scale: 5 }).scale).toBe(1);
    expect(printLayout(fan(2), { rows: 1, columns: 1, scale: 0.01 }).scale).toBe(0.1);
  });
});
