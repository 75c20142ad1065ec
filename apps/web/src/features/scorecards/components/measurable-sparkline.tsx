import '@mantine/charts/styles.css';
import { Sparkline } from '@mantine/charts';

/**
 * A row's trend in the window (Mantine's Sparkline, recharts): loaded lazily with the chart, so
 * the grid shows before the chart library has arrived. Empty periods are gaps joined over.
 */
export function MeasurableSparkline({ values }: { values: (number | null)[] }) {
  // Decoration only (the row's cells say the same): `inert` keeps recharts' focusable chart
  // surface out of the tab order and away from screen readers (axe aria-hidden-focus).
  return (
    <div inert>
      <Sparkline
        w={64}
        h={26}
        data={values}
        connectNulls
        curveType="linear"
        strokeWidth={1.5}
        fillOpacity={0.25}
        color="blue"
      />
    </div>
  );
}
