import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { LazySparkline } from './lazy-charts.ts';

/**
 * A row's trend, drawn once the chart library has arrived: the space is kept meanwhile, so the row
 * neither waits for recharts nor moves when it comes (the scorecard grid, the dashboard widget).
 */
export function SparklineSlot({ values }: { values: (number | null)[] }) {
  return (
    <Suspense fallback={<Box w={64} h={26} />}>
      <LazySparkline values={values} />
    </Suspense>
  );
}
