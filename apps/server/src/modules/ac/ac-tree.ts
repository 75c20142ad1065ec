/**
 * The chart's tree rules, pure so they can be property-tested: a seat may not report to itself
 * or to a seat below it, and deleting a seat hands its reports to its own parent.
 */

/** What the tree rules need of a seat. */
export type TTreeSeat = { id: string; parentId: string | null };

/** True when `candidateId` is `seatId` or one of the seats below it. */
export function isSelfOrBelow(seats: readonly TTreeSeat[], seatId: string, candidateId: string): boolean {
  const parentOf = new Map(seats.map((seat) => [seat.id, seat.parentId]));
  // Walk up from the candidate: reaching the seat means the candidate is below it.
  const seen = new Set<string>();
  let current: string | null | undefined = candidateId;
  while (current && !seen.has(current)) {
    if (current === seatId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/** The seats that report to a deleted seat, now reporting to its parent. */
export function reportsAfterDelete(seats: readonly TTreeSeat[], deletedId: string): TTreeSeat[] {
  const deleted = seats.find((seat) => seat.id === deletedId);
  if (!deleted) return [];
  return seats
    .filter((seat) => seat.parentId === deletedId)
    .map((seat) => ({ id: seat.id, parentId: deleted.parentId }));
}
