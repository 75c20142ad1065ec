import '@mantine/charts/styles.css';
import { periodsEnding } from '@cairn/domain/scorecards/periods';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatGoal, formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { goalInForce } from '../api/grid-cache.ts';
import { formatOf } from './grid-values.ts';
import { periodName } from './period-name.ts';
import '../texts.ts';

/** Periods of a year per interval. */
const YEAR_PERIODS = { Weekly: 52, Monthly: 12, Quarterly: 4 } as const;

type TProps = { measurable: TMeasurable; today: string; locale: string };

/**
 * A measurable over the last year (Mantine's LineChart): its values per period and its goal as
 * a dashed line that follows the goal in force each period (a goal change shows as a step).
 */
export function MeasurableChart({ measurable, today, locale }: TProps) {
  const { t } = useTranslation();
  const { weekStartsOn } = useOrgClock();
  const format = formatOf(measurable, locale);
  const byPeriod = new Map(measurable.values.map((value) => [value.intervalId, value.value]));
  const periods = periodsEnding(today, measurable.interval, YEAR_PERIODS[measurable.interval], weekStartsOn);
  // A range goal draws both its ends; the high end is absent in periods with a one-sided goal.
  const hasRange = measurable.goals.some((goal) => goal.comparison === 'Between');
  const valueName = t('scorecard.chart.value');
  const goalName = t('scorecard.chart.goal');
  const goalHighName = t('scorecard.chart.goalHigh');
  const data = periods.map((period) => {
    const goal = goalInForce(measurable, period);
    return {
      period: periodName(period, measurable.interval, t),
      [valueName]: byPeriod.get(period) ?? null,
      [goalName]: goal.goalValue,
      [goalHighName]: goal.comparison === 'Between' ? (goal.goalValueMax ?? null) : null,
    };
  });
  const goalLines: readonly string[] = [goalName, goalHighName];
  const hasValues = periods.some((period) => typeof byPeriod.get(period) === 'number');
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('scorecard.chart.goalLine', { goal: formatGoal(measurable, format) })}
      </Text>
      <LineChart
        h={280}
        data={data}
        dataKey="period"
        series={[
          { name: valueName, color: 'blue.6' },
          { name: goalName, color: 'orange.6', strokeDasharray: '6 4' },
          ...(hasRange ? [{ name: goalHighName, color: 'orange.8', strokeDasharray: '2 4' }] : []),
        ]}
        curveType="linear"
        connectNulls
        // A few weeks of values would be a sliver of line at the edge: each value gets a dot,
        // the goal line none.
        withDots
        lineProps={(series) => (goalLines.includes(series.name) ? { dot: false } : {})}
        dotProps={{ r: 3, strokeWidth: 1 }}
        strokeWidth={2}
        withLegend
        valueFormatter={(value) => formatMeasurableValue(value, format)}
        yAxisProps={{ width: 72 }}
        xAxisProps={{ minTickGap: 24 }}
      />
      {hasValues ? null : (
        <Text size="sm" c="dimmed">
          {t('scorecard.chart.empty')}
        </Text>
      )}
    </Stack>
  );
}
