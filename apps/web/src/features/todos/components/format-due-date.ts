/**
 * A due date (`YYYY-MM-DD`) for lists: 'Mar 4', with the year when it is not this year
 * (002 §9 date helper).
 */
export function formatDueDate(date: string, now: Date = new Date()): string {
  const [year, month, day] = date.split('-').map(Number);
  const value = new Date(Date.UTC(year, month - 1, day));
  const withYear = year !== now.getFullYear();
  return value.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}
