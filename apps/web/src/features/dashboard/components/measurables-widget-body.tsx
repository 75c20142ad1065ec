import type { TMeasurable, TScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import {
  cellViewOf,
  MeasurableSparkline,
  periodName,
  scorecardGridQueryOptions,
  useScorecardsOfMeetings,
  valuesByPeriod,
} from '../../scorecards/index.ts';
import { MeasurableValueCell } from './measurable-value-cell.tsx';
import '../texts.ts';

/** A Measurables widget shows the last four periods of each of the person's measurables. */
const PERIODS = 4;

/** The grids' answers, or null while any is still coming (kept the same object while nothing changes). */
function answeredGrids(results: UseQueryResult<TScorecardGrid>[]): TScorecardGrid[] | null {
  return results.some((result) => result.isPending)
    ? null
    : results.flatMap((result) => (result.data ? [result.data] : []));
}

/** One measurable: title (opens its scorecard), the last four values coloured on or off target, a sparkline. */
function MeasurableWidgetRow(props: { grid: TScorecardGrid; measurable: TMeasurable; canEdit: boolean }) {
  const { grid, measurable, canEdit } = props;
  const { t } = useTranslation();
  const locale = formatLocale();
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
        const label = `${measurable.title}, ${periodName(period, measurable.interval, t)}`;
        return (
          <Table.Td key={period} ta="right" miw={72}>
            <MeasurableValueCell
              scorecardId={grid.id}
              measurable={measurable}
              intervalId={period}
              view={view}
              label={label}
              canEdit={canEdit && !measurable.formula}
            />
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
export function MeasurablesWidgetBody({ personId, canEdit }: { personId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const clock = useOrgClock();
  const scorecards = useScorecardsOfMeetings();
  const answered = useQueries({
    queries: (scorecards.data ?? []).map((scorecard) =>
      scorecardGridQueryOptions(scorecard.id, clock.today, PERIODS),
    ),
    combine: answeredGrids,
  });
  // Rendered at a deferred priority, in slices: an answer of TanStack Query renders synchronously
  // (the rows' period names and values were one long task of the dashboard on a phone, issue 38).
  const grids = useDeferredValue(answered);
  if (scorecards.isPending || !grids) return <LoadingView />;
  const rows = grids.flatMap((grid) =>
    grid.measurables
      .filter((measurable) => measurable.ownerId === personId)
      .map((measurable) => ({ grid, measurable })),
  );
  if (rows.length === 0) {
    return (
      <EmptyState title={t('dashboard.measurables.emptyTitle')} text={t('dashboard.measurables.emptyText')} />
    );
  }
  return (
    <Stack gap="xs">
      <Table verticalSpacing={4} aria-label={t('dashboard.measurables.label')}>
        <Table.Tbody>
          {rows.map(({ grid, measurable }) => (
            <MeasurableWidgetRow key={measurable.id} grid={grid} measurable={measurable} canEdit={canEdit} />
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('dashboard.measurables.footnote', { count: PERIODS })}
      </Text>
    </Stack>
  );
}
