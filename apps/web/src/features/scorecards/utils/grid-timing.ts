import { createPageTiming } from '../../../lib/page-timing.ts';

/**
 * Performance marks of the grid (bench/scorecard-browser.ts reads them): the grid answer parsed
 * (`data`), and the grid painted and taking input (`interactive`), with the measure between.
 */
const timing = createPageTiming('scorecard-grid', 'interactive');

export const GRID_MARKS = {
  data: timing.marks.data,
  interactive: timing.marks.ready,
  dataToInteractive: timing.marks.dataToReady,
} as const;

/** Marks the arrival of the first grid answer of the page. */
export const markGridData = timing.markData;

/** Marks the grid painted with its data, and measures from its answer. */
export const useGridInteractiveMark = timing.useReadyMark;
