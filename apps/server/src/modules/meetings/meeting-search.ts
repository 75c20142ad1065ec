import { nextDateOf } from './meetings.presenters.ts';
import type { TMeetingRecord } from './meetings.repository.ts';

/** A sort key of the meeting search, as the request schema answers it. */
export type TMeetingSort = { property: 'title' | 'nextDate' | 'isFavorite'; ascending: boolean };

/** Without sorts, a meeting list shows favourites first, then by title (issue 3, MeetingList). */
const DEFAULT_MEETING_SORTS: readonly TMeetingSort[] = [
  { property: 'isFavorite', ascending: false },
  { property: 'title', ascending: true },
];

const titleOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type TKeyed = { record: TMeetingRecord; nextDate: number | null };

function compareBy(sort: TMeetingSort, a: TKeyed, b: TKeyed): number {
  const direction = sort.ascending ? 1 : -1;
  switch (sort.property) {
    case 'title':
      return direction * titleOrder.compare(a.record.row.title, b.record.row.title);
    case 'isFavorite':
      return direction * (Number(a.record.isFavorite) - Number(b.record.isFavorite));
    case 'nextDate':
      // Meetings without a next date go last in either direction.
      if (a.nextDate === b.nextDate) return 0;
      if (a.nextDate === null) return 1;
      if (b.nextDate === null) return -1;
      return direction * (a.nextDate - b.nextDate);
  }
}

/**
 * Orders meetings by the given sorts (or DEFAULT_MEETING_SORTS), then by title and id so that
 * pages never overlap. `now` is the clock `nextDate` counts from.
 */
export function sortMeetings(
  records: TMeetingRecord[],
  sorts: readonly TMeetingSort[],
  now: Date,
): TMeetingRecord[] {
  const keys = [
    ...(sorts.length ? sorts : DEFAULT_MEETING_SORTS),
    { property: 'title', ascending: true } as const,
  ];
  return records
    .map((record): TKeyed => ({ record, nextDate: nextDateOf(record.row, now)?.getTime() ?? null }))
    .sort((a, b) => {
      for (const sort of keys) {
        const order = compareBy(sort, a, b);
        if (order !== 0) return order;
      }
      return a.record.row.id < b.record.row.id ? -1 : a.record.row.id > b.record.row.id ? 1 : 0;
    })
    .map(({ record }) => record);
}
