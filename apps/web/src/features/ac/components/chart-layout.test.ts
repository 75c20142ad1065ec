import {
  cardHeight,
  chartSpacing,
  isSeatOrBelow,
  layoutSeats,
  roleLineCount,
  SEAT_HEIGHT,
  SEAT_WIDTH,
} from '@cairn/domain/ac/chart-layout';
import { describe, expect, it } from 'vitest';
import { buildSeat } from '../test-support.ts';

const seat = (id: string, parentId: string | null, isAssistant = false) =>
  buildSeat(id, parentId, { isAssistant });

const seats = [
  seat('root', null),
  seat('a', 'root'),
  seat('b', 'root'),
  seat('c', 'a'),
  seat('help', 'root', true),
];

describe('the chart layout', () => {
  it('lays seats out top-down, reports side by side, an assistant beside its seat', () => {
    const at = layoutSeats(seats, new Set());
    const root = at.get('root');
    const a = at.get('a');
    const b = at.get('b');
    expect(root && a && b).toBeTruthy();
    expect(a?.y).toBeGreaterThan(root?.y ?? 0);
    expect(a?.y).toBe(b?.y);
    expect(Math.abs((a?.x ?? 0) - (b?.x ?? 0))).toBeGreaterThanOrEqual(SEAT_WIDTH);
    expect(at.get('help')?.x).toBeGreaterThan(root?.x ?? 0);
    expect(at.get('c')?.y).toBeGreaterThan(a?.y ?? 0);
  });

  it('hides the reports of a collapsed seat', () => {
    const at = layoutSeats(seats, new Set(['a']));
    expect(at.has('c')).toBe(false);
    expect(at.has('a')).toBe(true);
  });

  it('knows a drop onto the seat itself or below it would make a cycle', () => {
    expect(isSeatOrBelow(seats, 'a', 'c')).toBe(true);
    expect(isSeatOrBelow(seats, 'a', 'a')).toBe(true);
    expect(isSeatOrBelow(seats, 'a', 'b')).toBe(false);
  });
});

describe('card height (001 §9: roles wrap at 39 characters; 5 lines fit, each more adds 15)', () => {
  const withRoles = (roles: string[]) => [buildSeat('top', null, { roles })];

  it('counts wrapped lines at word boundaries, splitting a word longer than a line', () => {
    expect(roleLineCount('Hire and fire')).toBe(1);
    expect(roleLineCount('a'.repeat(39))).toBe(1);
    expect(roleLineCount(`${'a'.repeat(30)} ${'b'.repeat(10)}`)).toBe(2);
    expect(roleLineCount('x'.repeat(80))).toBe(3);
  });

  it('keeps 190 while the roles fit in 5 lines and grows 15 a line past them, the same for every card', () => {
    expect(cardHeight(withRoles([]))).toBe(SEAT_HEIGHT);
    expect(cardHeight(withRoles(['LMA', 'P&L', 'Execute', 'Sales', 'Hire']))).toBe(SEAT_HEIGHT);
    expect(cardHeight(withRoles(['LMA', 'P&L', 'Execute', 'Sales', 'Hire', 'Fire', 'Coach']))).toBe(
      SEAT_HEIGHT + 30,
    );
    const chart = [...withRoles(['short']), buildSeat('b', 'top', { roles: ['y'.repeat(39 * 7)] })];
    expect(cardHeight(chart)).toBe(SEAT_HEIGHT + 30);
    const positions = layoutSeats(chart, new Set());
    // 001 §9: 30 between layers scaled by 100% plus 20.
    expect((positions.get('b')?.y ?? 0) - (positions.get('top')?.y ?? 0)).toBe(SEAT_HEIGHT + 30 + 50);
  });

  it("spaces layers by 30 and nodes by 60, scaled by the chart's percent, plus 20 (001 §9)", () => {
    expect(chartSpacing()).toEqual({ layer: 50, node: 80 });
    expect(chartSpacing(50)).toEqual({ layer: 35, node: 50 });
    const at = layoutSeats(seats, new Set(), SEAT_HEIGHT, chartSpacing(200));
    expect((at.get('a')?.y ?? 0) - (at.get('root')?.y ?? 0)).toBe(SEAT_HEIGHT + 80);
    expect(Math.abs((at.get('a')?.x ?? 0) - (at.get('b')?.x ?? 0))).toBe(SEAT_WIDTH + 140);
  });
});
