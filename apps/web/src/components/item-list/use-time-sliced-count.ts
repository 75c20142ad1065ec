import { useDeferredValue } from 'react';

/** Rows a list draws in the render that brings its data: about a desktop screenful. */
export const FIRST_SCREENFUL = 15;

/**
 * How many of `total` rows to draw now: the first screenful in the urgent render, all of them in
 * a deferred one right after. React renders a deferred value in the background, yielding to the
 * browser every few milliseconds, so the render that brings a list's data (one long task when a
 * query answers) no longer draws every row (issue 38). When the total grows later, the rows
 * beyond what was already drawn come the same way.
 */
export function useTimeSlicedCount(total: number): number {
  const first = Math.min(total, FIRST_SCREENFUL);
  const deferred = useDeferredValue(total, first);
  return Math.min(total, Math.max(deferred, first));
}
