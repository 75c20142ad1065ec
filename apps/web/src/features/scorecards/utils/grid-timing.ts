import { useEffect, useRef } from 'react';

/**
 * Performance marks of the grid (bench/scorecard-browser.ts reads them): the grid answer parsed
 * (`data`), and the grid painted and taking input (`interactive`), with the measure between.
 * Only the first of each per page load counts, so the figure is "time from data to an
 * interactive grid", not later refreshes.
 */
export const GRID_MARKS = {
  data: 'scorecard-grid:data',
  interactive: 'scorecard-grid:interactive',
  dataToInteractive: 'scorecard-grid:data-to-interactive',
} as const;

const hasMark = (name: string) =>
  typeof performance !== 'undefined' && performance.getEntriesByName(name, 'mark').length > 0;

/** Marks the arrival of the first grid answer of the page. */
export function markGridData(): void {
  if (typeof performance === 'undefined' || hasMark(GRID_MARKS.data)) return;
  performance.mark(GRID_MARKS.data);
}

/**
 * Once the grid is rendered with its data: after the next frame has painted (a frame, then a
 * task), marks `interactive` and measures from `data`.
 */
export function useGridInteractiveMark(isRendered: boolean): void {
  const isDone = useRef(false);
  useEffect(() => {
    if (!isRendered || isDone.current || typeof requestAnimationFrame === 'undefined') return;
    isDone.current = true;
    if (!hasMark(GRID_MARKS.data) || hasMark(GRID_MARKS.interactive)) return;
    requestAnimationFrame(() => {
      setTimeout(() => {
        performance.mark(GRID_MARKS.interactive);
        performance.measure(GRID_MARKS.dataToInteractive, GRID_MARKS.data, GRID_MARKS.interactive);
      }, 0);
    });
  }, [isRendered]);
}
