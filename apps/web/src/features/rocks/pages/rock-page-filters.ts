import {
  parseQuarterKey,
  quarterKey,
  quarterLabel,
  quarterOf,
  quarterSpan,
  shiftQuarter,
  type TQuarter,
} from '@cairn/domain/rocks/rock-quarters';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { quarterName } from '../../../components/quarter-name.ts';

/** The quarter choice meaning every quarter. */
export const ALL_QUARTERS = 'all';

/**
 * The quarters the Rocks page offers, newest first: next quarter, this one and the four before
 * (a year back, for the quarterly review), then every quarter.
 */
export function quarterChoices(t: TFunction, today: string): { value: string; label: string }[] {
  const current = quarterOf(today);
  const quarters = [1, 0, -1, -2, -3, -4].map((count) => shiftQuarter(current, count));
  const labelOf = (quarter: TQuarter, count: number) =>
    count === 0
      ? t('rock.page.thisQuarter', { quarter: quarterLabel(quarter, quarterName(t)) })
      : quarterLabel(quarter, quarterName(t));
  return [
    ...quarters.map((quarter, index) => ({ value: quarterKey(quarter), label: labelOf(quarter, 1 - index) })),
    { value: ALL_QUARTERS, label: t('rock.page.allQuarters') },
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
export function rockPageEmptyState(t: TFunction, quarter: TQuarter | null, searchText: string) {
  if (searchText) return { title: t('rock.empty.searchTitle'), text: t('rock.empty.searchText') };
  return {
    title: quarter
      ? t('rock.page.emptyInQuarter', { quarter: quarterLabel(quarter, quarterName(t)) })
      : t('rock.page.emptyTitle'),
    text: t('rock.page.emptyText'),
  };
}
