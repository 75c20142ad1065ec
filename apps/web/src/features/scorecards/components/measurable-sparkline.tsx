const WIDTH = 64;
const HEIGHT = 26;
/** Room around the line, so its stroke is not cut at the edges (recharts' margin was 5). */
const PAD = 5;

/** The line's points, empty periods left out (joined over), scaled into the box. */
function pointsOf(values: readonly (number | null)[]): [number, number][] {
  const known = values.flatMap((value, index) => (value === null ? [] : [[index, value] as const]));
  if (known.length === 0) return [];
  const numbers = known.map(([, value]) => value);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const stepX = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const scaleY = (value: number) =>
    high === low ? HEIGHT / 2 : PAD + ((high - value) / (high - low)) * (HEIGHT - 2 * PAD);
  return known.map(([index, value]) => [PAD + index * stepX, scaleY(value)]);
}

const pathOf = (points: readonly [number, number][]) =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join('');

/**
 * A row's trend in the window (the scorecard grid, the dashboard widget): one SVG with its area
 * and line, drawn by hand. It was Mantine's Sparkline (recharts): some 35 elements and the chart
 * library's script per row, on phones the most of the meeting page's weight (issue 38).
 * Decoration only: the row's cells say the same.
 */
export function MeasurableSparkline({ values }: { values: readonly (number | null)[] }) {
  const points = pointsOf(values);
  const line = pathOf(points);
  const first = points[0];
  const last = points.at(-1);
  const area =
    first && last && points.length > 1
      ? `${line}L${last[0].toFixed(1)},${HEIGHT}L${first[0].toFixed(1)},${HEIGHT}Z`
      : '';
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden
      focusable="false"
      style={{ display: 'block', color: 'var(--mantine-color-blue-filled)' }}
    >
      {area ? <path d={area} fill="currentColor" fillOpacity={0.12} stroke="none" /> : null}
      {line ? <path d={line} fill="none" stroke="currentColor" strokeWidth={1.5} /> : null}
    </svg>
  );
}
