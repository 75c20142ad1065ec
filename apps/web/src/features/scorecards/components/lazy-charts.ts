import { lazy } from 'react';

/** The year chart of a measurable with its goal line, in its own chunk (recharts is large). */
export const LazyMeasurableChart = lazy(() =>
  import('./measurable-chart.tsx').then((module) => ({ default: module.MeasurableChart })),
);
