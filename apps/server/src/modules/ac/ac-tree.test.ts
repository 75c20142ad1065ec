import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSelfOrBelow, reportsAfterDelete, type TTreeSeat } from './ac-tree.ts';

/** Every seat reaches the root by following parents, so the chart is one tree. */
function reachesRoot(seats: readonly TTreeSeat[]): boolean {
  const parentOf = new Map(seats.map((seat) => [seat.id, seat.parentId]));
  return seats.every((seat) => {
    const seen = new Set<string>();
    let current: string | null | undefined = seat.id;
    while (current) {
      if (seen.has(current)) return false;
      seen.add(current);
      current = parentOf.get(current);
      if (current === undefined) return false;
    }
    return true;
  });
}

describe('the chart tree', () => {
  it('random moves (refused when under itself or below) and deletes never make a cycle or lose a seat', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ kind: fc.constantFrom('add', 'move', 'delete'), a: fc.nat(40), b: fc.nat(40) }),
          { maxLength: 80 },
        ),
        (steps) => {
          let seats: TTreeSeat[] = [{ id: 's0', parentId: null }];
          let made = 1;
          for (const step of steps) {
            const pick = (n: number) => seats[n % seats.length];
            if (step.kind === 'add') {
              seats.push({ id: `s${made}`, parentId: pick(step.a).id });
              made += 1;
            } else if (step.kind === 'move') {
              const seat = pick(step.a);
              const target = pick(step.b);
              if (seat.parentId === null || isSelfOrBelow(seats, seat.id, target.id)) continue;
              seats = seats.map((s) => (s.id === seat.id ? { ...s, parentId: target.id } : s));
            } else {
              const seat = pick(step.a);
              if (seat.parentId === null) continue;
              const moved = new Map(reportsAfterDelete(seats, seat.id).map((s) => [s.id, s.parentId]));
              const before = seats.length;
              seats = seats
                .filter((s) => s.id !== seat.id)
                .map((s) => (moved.has(s.id) ? { ...s, parentId: moved.get(s.id) ?? null } : s));
              expect(seats).toHaveLength(before - 1);
            }
            expect(reachesRoot(seats)).toBe(true);
            expect(seats.filter((s) => s.parentId === null)).toHaveLength(1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('knows a seat, its reports and theirs are below it, and its parent is not', () => {
    const seats = [
      { id: 'root', parentId: null },
      { id: 'a', parentId: 'root' },
      { id: 'b', parentId: 'a' },
      { id: 'c', parentId: 'b' },
    ];
    expect(isSelfOrBelow(seats, 'a', 'a')).toBe(true);
    expect(isSelfOrBelow(seats, 'a', 'c')).toBe(true);
    expect(isSelfOrBelow(seats, 'b', 'a')).toBe(false);
    expect(reportsAfterDelete(seats, 'b')).toEqual([{ id: 'c', parentId: 'a' }]);
  });
});
