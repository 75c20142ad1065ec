import { describe, expect, it } from 'vitest';
import { buildSeat } from '../test-support.ts';
import { isSeatOrBelow, layoutSeats, SEAT_WIDTH } from './chart-layout.ts';

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
