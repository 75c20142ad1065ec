import { lazy } from 'react';

/** The sparkline and the chart, in their own chunk (recharts is large). */
export const LazySparkline = lazy(() =>
  import('./measurable-sparkline.tsx').then((module) => ({ default: module.MeasurableSparkline })),
);

/** The year chart of a measurable with its goal line. */
export const LazyMeasurableChart = lazy(() =>
  import('./measurable-chart.tsx').then((module) => ({ default: module.MeasurableChart })),
);
