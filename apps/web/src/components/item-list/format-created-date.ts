import { formatDate } from '../../lib/i18n/format.ts';

/**
 * When an item was created (an ISO timestamp), for lists: 'Mar 4' ('4. März' in German) in the viewer's time zone and locale,
 * with the year when it was another year (002 §9 date helper).
 */
export function formatCreatedDate(createdAt: string, now: Date = new Date()): string {
  const value = new Date(createdAt);
  const withYear = value.getFullYear() !== now.getFullYear();
  return formatDate(value, {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}
