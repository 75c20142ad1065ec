import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';

/** Someone in this many seats or more is marked: the overload a quarterly review looks for. */
export const OVERLOADED_SEATS = 3;

/** A person of the chart and the seats they hold. */
export type TChartPerson = { personId: string; name: string; seats: TAcSeat[]; isOverloaded: boolean };

/**
 * The chart by people (issue #14): each holder with their seats, most seats first (then by name),
 * and the vacant seats (none held; a placeholder name is a hire to make, still vacant). A holder
 * whose name can no longer be read is called `formerMember` (in the reader's language).
 */
export function peopleOfChart(
  seats: readonly TAcSeat[],
  formerMember: string,
): { people: TChartPerson[]; vacant: TAcSeat[] } {
  const byPerson = new Map<string, TChartPerson>();
  const vacant: TAcSeat[] = [];
  for (const seat of seats) {
    if (!seat.assignedToId) {
      vacant.push(seat);
      continue;
    }
    const person = byPerson.get(seat.assignedToId) ?? {
      personId: seat.assignedToId,
      name: seat.assignedTo ?? formerMember,
      seats: [],
      isOverloaded: false,
    };
    person.seats.push(seat);
    person.isOverloaded = person.seats.length >= OVERLOADED_SEATS;
    byPerson.set(seat.assignedToId, person);
  }
  const people = [...byPerson.values()].sort(
    (a, b) => b.seats.length - a.seats.length || a.name.localeCompare(b.name),
  );
  return { people, vacant };
}
