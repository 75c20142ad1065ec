import { useEffect, useRef } from 'react';

const hasMark = (name: string) =>
  typeof performance !== 'undefined' && performance.getEntriesByName(name, 'mark').length > 0;

/**
 * Performance marks of one heavy view, read by the browser benchmarks (bench/): its first data
 * parsed (`{prefix}:data`), then the view painted with it (`{prefix}:{ready}`), with the measure
 * between (`{prefix}:data-to-{ready}`). Only the first of each per page load counts, so the
 * figure is "time from data to a usable view", not later refreshes.
 */
export function createPageTiming(prefix: string, ready = 'interactive') {
  const marks = {
    data: `${prefix}:data`,
    ready: `${prefix}:${ready}`,
    dataToReady: `${prefix}:data-to-${ready}`,
  } as const;

  /** Marks the arrival of the view's first data of the page. */
  function markData(): void {
    if (typeof performance === 'undefined' || hasMark(marks.data)) return;
    performance.mark(marks.data);
  }

  /** Once the view is rendered with its data: after the next frame has painted (a frame, then a task). */
  function useReadyMark(isRendered: boolean): void {
    const isDone = useRef(false);
    useEffect(() => {
      if (!isRendered || isDone.current || typeof requestAnimationFrame === 'undefined') return;
      isDone.current = true;
      if (!hasMark(marks.data) || hasMark(marks.ready)) return;
      requestAnimationFrame(() => {
        setTimeout(() => {
          // The marks may have been cleared meanwhile (the tests clear them between cases).
          if (!hasMark(marks.data)) return;
          performance.mark(marks.ready);
          performance.measure(marks.dataToReady, marks.data, marks.ready);
        }, 0);
      });
    }, [isRendered]);
  }

  return { marks, markData, useReadyMark };
}
