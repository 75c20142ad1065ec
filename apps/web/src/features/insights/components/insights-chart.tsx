import '@mantine/charts/styles.css';
import { GOOD_MEETING_RATING, TODO_COMPLETION_GOAL } from '@cairn/domain/insights/insights.constants';
import type { TInsights } from '@cairn/domain/insights/insights.schemas';
import { BarChart, LineChart } from '@mantine/charts';
import type { TFigureId } from './insights-figures.ts';

/** One period's row with its label on the x axis. */
type TLabelled<T> = T & { label: string };

type TProps = { [F in TFigureId]: { figureId: F; rows: TLabelled<TInsights[F][number]>[] } }[TFigureId];

const HEIGHT = 220;
const percentAxis = { domain: [0, 100] as [number, number], width: 40 };
const percent = (value: number) => `${value}%`;
const goalLine = (y: number, label: string) => ({ y, label, color: 'orange.7', strokeDasharray: '6 4' });

/**
 * The chart of one figure (Mantine charts on recharts, in their own lazy chunk): rates as bars
 * against the EOS goal line, counts as grouped or stacked bars, the rating as a line from 1 to 10.
 * Decorative for screen readers: the figure's table says the same.
 */
export function InsightsChart(props: TProps) {
  const common = { h: HEIGHT, dataKey: 'label', withLegend: true, xAxisProps: { minTickGap: 16 } } as const;
  switch (props.figureId) {
    case 'todoCompletion':
      return (
        <BarChart
          {...common}
          data={props.rows}
          series={[{ name: 'rate', label: 'Done %', color: 'blue.6' }]}
          yAxisProps={percentAxis}
          valueFormatter={percent}
          referenceLines={[goalLine(TODO_COMPLETION_GOAL, `Goal ${TODO_COMPLETION_GOAL}%`)]}
        />
      );
    case 'meetingRating':
      return (
        <LineChart
          {...common}
          data={props.rows}
          series={[{ name: 'average', label: 'Average rating', color: 'teal.6' }]}
          yAxisProps={{ domain: [0, 10], width: 40 }}
          connectNulls
          withDots
          referenceLines={[goalLine(GOOD_MEETING_RATING, `Good: ${GOOD_MEETING_RATING}`)]}
        />
      );
    case 'rocks':
      return (
        <BarChart
          {...common}
          data={props.rows}
          type="stacked"
          series={[
            { name: 'done', label: 'Done', color: 'teal.6' },
            { name: 'onTrack', label: 'On track', color: 'blue.5' },
            { name: 'offTrack', label: 'Off track', color: 'orange.6' },
            { name: 'notDone', label: 'Not done', color: 'red.6' },
          ]}
          yAxisProps={{ allowDecimals: false, width: 40 }}
        />
      );
    case 'measurablesOnTarget':
      return (
        <BarChart
          {...common}
          data={props.rows}
          series={[{ name: 'rate', label: 'On target %', color: 'indigo.6' }]}
          yAxisProps={percentAxis}
          valueFormatter={percent}
        />
      );
    case 'issues':
      return (
        <BarChart
          {...common}
          data={props.rows}
          series={[
            { name: 'created', label: 'Raised', color: 'orange.6' },
            { name: 'solved', label: 'Solved', color: 'teal.6' },
          ]}
          yAxisProps={{ allowDecimals: false, width: 40 }}
        />
      );
    case 'meetings':
      return (
        <BarChart
          {...common}
          data={props.rows}
          series={[
            { name: 'held', label: 'Held', color: 'gray.5' },
            { name: 'startedOnTime', label: 'Started on time', color: 'blue.6' },
            { name: 'endedOnTime', label: 'Ended on time', color: 'teal.6' },
          ]}
          yAxisProps={{ allowDecimals: false, width: 40 }}
        />
      );
  }
}
