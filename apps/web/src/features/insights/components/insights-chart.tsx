import '@mantine/charts/styles.css';
import { GOOD_MEETING_RATING, TODO_COMPLETION_GOAL } from '@cairn/domain/insights/insights.constants';
import type { TInsights } from '@cairn/domain/insights/insights.schemas';
import { BarChart, LineChart } from '@mantine/charts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
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
  const { t } = useTranslation();
  const common = { h: HEIGHT, dataKey: 'label', withLegend: true, xAxisProps: { minTickGap: 16 } } as const;
  switch (props.figureId) {
    case 'todoCompletion':
      return (
        <BarChart
          {...common}
          data={props.rows}
          series={[{ name: 'rate', label: t('insights.column.donePercent'), color: 'blue.6' }]}
          yAxisProps={percentAxis}
          valueFormatter={percent}
          referenceLines={[
            goalLine(TODO_COMPLETION_GOAL, t('insights.chart.goal', { goal: TODO_COMPLETION_GOAL })),
          ]}
        />
      );
    case 'meetingRating':
      return (
        <LineChart
          {...common}
          data={props.rows}
          series={[{ name: 'average', label: t('insights.column.averageRating'), color: 'teal.6' }]}
          yAxisProps={{ domain: [0, 10], width: 40 }}
          connectNulls
          withDots
          referenceLines={[
            goalLine(GOOD_MEETING_RATING, t('insights.chart.good', { rating: GOOD_MEETING_RATING })),
          ]}
        />
      );
    case 'rocks':
      return (
        <BarChart
          {...common}
          data={props.rows}
          type="stacked"
          series={[
            { name: 'done', label: t('insights.column.done'), color: 'teal.6' },
            { name: 'onTrack', label: t('insights.column.onTrack'), color: 'blue.5' },
            { name: 'offTrack', label: t('insights.column.offTrack'), color: 'orange.6' },
            { name: 'notDone', label: t('insights.column.notDone'), color: 'red.6' },
          ]}
          yAxisProps={{ allowDecimals: false, width: 40 }}
        />
      );
    case 'measurablesOnTarget':
      return (
        <BarChart
          {...common}
          data={props.rows}
          series={[{ name: 'rate', label: t('insights.column.onTargetPercent'), color: 'indigo.6' }]}
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
            { name: 'created', label: t('insights.column.raised'), color: 'orange.6' },
            { name: 'solved', label: t('insights.column.solved'), color: 'teal.6' },
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
            { name: 'held', label: t('insights.column.held'), color: 'gray.5' },
            { name: 'startedOnTime', label: t('insights.column.startedOnTime'), color: 'blue.6' },
            { name: 'endedOnTime', label: t('insights.column.endedOnTime'), color: 'teal.6' },
          ]}
          yAxisProps={{ allowDecimals: false, width: 40 }}
        />
      );
  }
}
