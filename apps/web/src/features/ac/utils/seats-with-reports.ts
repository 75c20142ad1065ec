import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';

/**
 * The seats someone reports to, found in one pass (an assistant is not a report): a card shows
 * its collapse button only then.
 */
export function seatsWithReports(seats: readonly Pick<TAcSeat, 'parentId' | 'isAssistant'>[]): Set<string> {
  return new Set(seats.flatMap((seat) => (seat.parentId && !seat.isAssistant ? [seat.parentId] : [])));
}
