import {
  parseQuarterKey,
  quarterKey,
  quarterLabel,
  quarterOf,
  quarterSpan,
  shiftQuarter,
  type TQuarter,
} from '@cairn/domain/rocks/rock-quarters';

/** The quarter choice meaning every quarter. */
export const ALL_QUARTERS = 'all';

/**
 * The quarters the Rocks page offers, newest first: next quarter, this one and the four before
 * (a year back, for the quarterly review), then every quarter.
 */
export function quarterChoices(today: string): { value: string; label: string }[] {
  const current = quarterOf(today);
  const quarters = [1, 0, -1, -2, -3, -4].map((count) => shiftQuarter(current, count));
  const labelOf = (quarter: TQuarter, count: number) =>
    count === 0 ? `This quarter (${quarterLabel(quarter)})` : quarterLabel(quarter);
  return [
    ...quarters.map((quarter, index) => ({ value: quarterKey(quarter), label: labelOf(quarter, 1 - index) })),
    { value: ALL_QUARTERS, label: 'All quarters' },
  ];
}

/** The quarter in the address, else this quarter; null for every quarter. */
export function chosenQuarter(param: string | null, today: string): TQuarter | null {
  if (param === ALL_QUARTERS) return null;
  return (param && parseQuarterKey(param)) || quarterOf(today);
}

/** The rock search filters of the page's quarter and owner (none for every quarter and anyone). */
export function rockPageFilters(quarter: TQuarter | null, ownerId: string | null): Record<string, string[]> {
  const span = quarter ? quarterSpan(quarter) : null;
  return {
    ...(span ? { 'due-between': [span.from, span.to] } : {}),
    ...(ownerId ? { 'owner-ids': [ownerId] } : {}),
  };
}

/** What the list says when nothing matches the page's filters. */
export function rockPageEmptyState(quarter: TQuarter | null, searchText: string) {
  if (searchText) return { title: 'No matching rocks', text: 'Try other words, or clear the search.' };
  const when = quarter ? `due in ${quarterLabel(quarter)}` : 'here';
  return {
    title: `No rocks ${when}`,
    text: 'Choose another quarter, person or status above. Rocks are set in a meeting: open it and use Add Rock.',
  };
}
