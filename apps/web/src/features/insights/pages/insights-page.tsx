import { periodLabel } from '@cairn/domain/scorecards/periods';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { useInsights } from '../api/get-insights.ts';
import { FigureCard } from '../components/figure-card.tsx';
import { InsightsControls } from '../components/insights-controls.tsx';
import { FIGURES } from '../components/insights-figures.ts';
import { spanOf, spanQuery } from '../components/insights-span.ts';

const locale = () => (typeof navigator === 'undefined' ? 'en-US' : navigator.language) || 'en-US';

/**
 * Insights (`/insights`, spec 000 §2.1 InsightsHome, flag Insights; issue 32): how the team is
 * doing over the last 13 weeks, four quarters or a year, for everything the person may see or
 * for one meeting. Each figure a chart with its goal, a table, its `n` and a CSV file.
 */
export function InsightsPage() {
  const { data: session } = useSession();
  const { today, weekStart } = useOrgClock();
  const [params, setParams] = useSearchParams();
  const span = spanOf(params.get('span'));
  const tractionId = params.get('meeting');
  const query = spanQuery(span, today, weekStart);
  const insights = useInsights({ orgId: session?.orgId ?? '', tractionId, ...query });
  const setParam = (name: string, value: string | null) =>
    setParams(
      () => {
        // From the address as it is now: the params of the last render can be a change behind
        // (a span picked, then a meeting before the page rendered the span).
        const next = new URLSearchParams(window.location.search);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const data = insights.data;
  const isEmpty =
    data !== undefined &&
    FIGURES.every((figure) =>
      (data[figure.id] as never[]).every((row) => (figure.nOf as (r: never) => number)(row) === 0),
    );
  const labelled = (figureId: (typeof FIGURES)[number]['id'], isQuarterly: boolean) =>
    (data?.[figureId] ?? []).map((row) => ({
      ...row,
      label: periodLabel(
        row.periodStart,
        isQuarterly || data?.period === 'quarter' ? 'Quarterly' : 'Weekly',
        locale(),
      ),
    }));

  return (
    <Stack gap="md">
      <PageTitle title="Insights" />
      <Text c="dimmed" mt={-16}>
        How the team is doing against the EOS goals, week by week, in your organisation’s time zone.
      </Text>
      <InsightsControls
        span={span}
        onSpanChange={(value) => setParam('span', value === '13w' ? null : value)}
        tractionId={tractionId}
        onTractionChange={(value) => setParam('meeting', value)}
      />
      {insights.isPending ? <LoadingView label="Loading insights" /> : null}
      {insights.isError ? (
        <Alert color="red" variant="light" role="alert" title="The insights could not be loaded">
          <Button size="xs" variant="white" onClick={() => insights.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {isEmpty ? (
        <EmptyState
          icon={<IconChartBar size={28} />}
          title="Nothing to count yet"
          text="Insights fill in as your team works: to-dos due, meetings rated, rocks set, numbers entered and issues solved. Run your Level 10 and come back after a week or two."
          action={
            <Button component={Link} to="/meetings">
              Go to meetings
            </Button>
          }
        />
      ) : null}
      {data && !isEmpty ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {FIGURES.map((figure) => (
            <FigureCard
              key={figure.id}
              figure={figure}
              rows={labelled(figure.id, figure.id === 'rocks')}
              fileSpan={`${data.from}-to-${data.to}`}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
