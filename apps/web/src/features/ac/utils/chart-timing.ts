import { createPageTiming } from '../../../lib/page-timing.ts';

/**
 * Performance marks of the chart (bench/ac-chart.ts reads them): the chart answer parsed, then
 * every seat laid out and drawn (`ac-chart:data-to-laid-out`).
 */
export const chartTiming = createPageTiming('ac-chart', 'laid-out');
