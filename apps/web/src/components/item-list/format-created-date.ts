/**
 * When an item was created (an ISO timestamp), for lists: 'Mar 4' in the viewer's time zone,
 * with the year when it was another year (002 §9 date helper).
 */
export function formatCreatedDate(createdAt: string, now: Date = new Date()): string {
  const value = new Date(createdAt);
  const withYear = value.getFullYear() !== now.getFullYear();
  return value.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}
