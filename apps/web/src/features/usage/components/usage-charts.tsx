import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

type TProps = {
  rows: { label: string; people: number }[];
  seriesLabel: string;
};

/** Active people as bars (Mantine charts, in the page's lazy chunk); the summary line says the latest. */
export function ActivePeopleChart({ rows, seriesLabel }: TProps) {
  return (
    <BarChart
      h={200}
      data={rows}
      dataKey="label"
      series={[{ name: 'people', label: seriesLabel, color: 'blue.6' }]}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      xAxisProps={{ minTickGap: 12 }}
      tickLine="y"
    />
  );
}
