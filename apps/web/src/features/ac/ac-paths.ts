import type { TPageSetup } from './components/print-layout.ts';

/** The print page's path for a chart and its Page Setup. */
export const acPrintPath = (collectionId: string, revisionId: string, setup: TPageSetup) =>
  `/ac-print/collection/${collectionId}/revision/${revisionId}?rows=${setup.rows}&columns=${setup.columns}${setup.seatId ? `&seat=${setup.seatId}` : ''}`;
