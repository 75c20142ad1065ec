import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { hierarchy, tree } from 'd3-hierarchy';

/** 001 §9: a seat card is 300 wide; the layout spaces cards by 60 across and 60 down. */
export const SEAT_WIDTH = 300;
export const SEAT_HEIGHT = 190;
const GAP_X = 60;
const GAP_Y = 60;

type TNode = { seat: TAcSeat; children: TNode[] };

/**
 * Where each seat sits: a top-down tree (d3-hierarchy) of the seats that are not assistants, and
 * each assistant beside and a little below the seat it assists. Collapsed seats hide their subtree.
 */
export function layoutSeats(
  seats: readonly TAcSeat[],
  collapsed: ReadonlySet<string>,
): Map<string, { x: number; y: number }> {
  const positions = new Map<string, { x: number; y: number }>();
  const root = seats.find((seat) => seat.isRoot);
  if (!root) return positions;
  const childrenOf = (id: string) => seats.filter((seat) => seat.parentId === id && !seat.isAssistant);
  const build = (seat: TAcSeat): TNode => ({
    seat,
    children: collapsed.has(seat.id) ? [] : childrenOf(seat.id).map(build),
  });
  const laid = tree<TNode>().nodeSize([SEAT_WIDTH + GAP_X, SEAT_HEIGHT + GAP_Y])(hierarchy(build(root)));
  laid.each((node) => positions.set(node.data.seat.id, { x: node.x - SEAT_WIDTH / 2, y: node.y }));
  for (const seat of seats) {
    if (!seat.isAssistant || !seat.parentId) continue;
    const parent = positions.get(seat.parentId);
    if (!parent || collapsed.has(seat.parentId)) continue;
    const siblings = seats.filter((other) => other.isAssistant && other.parentId === seat.parentId);
    const index = siblings.indexOf(seat);
    positions.set(seat.id, {
      x: parent.x + SEAT_WIDTH / 2 + GAP_X / 2,
      y: parent.y + (SEAT_HEIGHT + GAP_Y) * (0.5 + index * 0.8),
    });
  }
  return positions;
}

/** True when `candidateId` is the seat or below it (a drop there would make a cycle). */
export function isSeatOrBelow(seats: readonly TAcSeat[], seatId: string, candidateId: string): boolean {
  const parentOf = new Map(seats.map((seat) => [seat.id, seat.parentId]));
  let current: string | null | undefined = candidateId;
  const seen = new Set<string>();
  while (current && !seen.has(current)) {
    if (current === seatId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}
