/** The chart and its print page: one download (the print page is opened from the chart). */
export { AcChartPage } from './ac-chart-page.tsx';
export { AcPrintPage } from './ac-print-page.tsx';
