import { periodLabel } from '@cairn/domain/scorecards/periods';
import type { TMeasurable, TScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { scorecardGridQueryOptions } from '../../scorecards/api/get-scorecard-grid.ts';
import { useScorecardsOfMeetings } from '../../scorecards/api/get-scorecards-of-meetings.ts';
import { cellViewOf, valuesByPeriod } from '../../scorecards/components/grid-values.ts';
import { MeasurableSparkline } from '../../scorecards/components/measurable-sparkline.tsx';
import { useNumberLocale } from '../../scorecards/components/use-grid-window.ts';

/** A Measurables widget shows the last four periods of each of the person's measurables. */
const PERIODS = 4;

/** One measurable: title (opens its scorecard), the last four values coloured on or off target, a sparkline. */
function MeasurableWidgetRow({ grid, measurable }: { grid: TScorecardGrid; measurable: TMeasurable }) {
  const locale = useNumberLocale();
  const periods = grid.periods[measurable.interval];
  const byPeriod = valuesByPeriod(measurable);
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          component={Link}
          to={`/traction/${grid.tractionId}/${grid.tractionId}/scorecard`}
          size="sm"
          fw={600}
        >
          {measurable.title}
        </Anchor>
      </Table.Td>
      {periods.map((period) => {
        const view = cellViewOf(measurable, byPeriod.get(period), locale);
        const color = view.isOnTarget === null ? undefined : view.isOnTarget ? 'green.8' : 'red.8';
        return (
          <Table.Td
            key={period}
            ta="right"
            aria-label={`${periodLabel(period, measurable.interval, locale)}: ${view.text || 'no value'}`}
          >
            <Text size="sm" c={color} fw={view.isOnTarget === false ? 600 : undefined}>
              {view.text || '–'}
            </Text>
          </Table.Td>
        );
      })}
      <Table.Td w={72}>
        <MeasurableSparkline values={periods.map((period) => byPeriod.get(period)?.value ?? null)} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The Measurables widget: the numbers the person owns across the scorecards they see, the last
 * four periods each with a sparkline, so they know what to fill in before the Level 10.
 */
export function MeasurablesWidgetBody({ personId }: { personId: string }) {
  const clock = useOrgClock();
  const scorecards = useScorecardsOfMeetings();
  const grids = useQueries({
    queries: (scorecards.data ?? []).map((scorecard) =>
      scorecardGridQueryOptions(scorecard.id, clock.today, PERIODS),
    ),
  });
  if (scorecards.isPending || grids.some((grid) => grid.isPending)) return <LoadingView />;
  const rows = grids.flatMap((grid) =>
    grid.data
      ? grid.data.measurables
          .filter((measurable) => measurable.ownerId === personId)
          .map((measurable) => ({ grid: grid.data, measurable }))
      : [],
  );
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No measurables of yours"
        text="Numbers you own on a meeting's scorecard show up here, the last four periods each."
      />
    );
  }
  return (
    <Stack gap="xs">
      <Table verticalSpacing={4} aria-label="My measurables">
        <Table.Tbody>
          {rows.map(({ grid, measurable }) => (
            <MeasurableWidgetRow key={measurable.id} grid={grid} measurable={measurable} />
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        The last {PERIODS} periods of the measurables you own.
      </Text>
    </Stack>
  );
}
