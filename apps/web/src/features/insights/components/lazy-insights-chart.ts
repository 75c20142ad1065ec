import { lazy } from 'react';

/** The figures' charts in their own chunk: recharts is large, and the tables need none of it. */
export const LazyInsightsChart = lazy(() =>
  import('./insights-chart.tsx').then((module) => ({ default: module.InsightsChart })),
);
