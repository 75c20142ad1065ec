import type { TPageSetup } from './components/print-layout.ts';

/** The print page's path for a chart and its Page Setup (the card scale when print mode fixed it). */
export function acPrintPath(collectionId: string, revisionId: string, setup: TPageSetup): string {
  const search = new URLSearchParams({ rows: String(setup.rows), columns: String(setup.columns) });
  if (setup.seatId) search.set('seat', setup.seatId);
  // Rounded down: a fitted 0.9896 sent as 0.99 would push the outer cards a few pixels off the pages.
  if (setup.scale != null) search.set('scale', (Math.floor(setup.scale * 100 + 1e-9) / 100).toFixed(2));
  return `/ac-print/collection/${collectionId}/revision/${revisionId}?${search}`;
}

/** The chart folders, one folder's page, and one chart (000 §2.1). */
export const AC_HOME_PATH = '/ac';
export const acFolderPath = (collectionId: string) => `/ac/folder/${collectionId}`;
export const acChartPath = (collectionId: string, revisionId: string) =>
  `/ac/collection/${collectionId}/revision/${revisionId}`;
