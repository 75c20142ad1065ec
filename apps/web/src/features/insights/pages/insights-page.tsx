import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { periodName } from '../../scorecards/index.ts';
import { useInsights } from '../api/get-insights.ts';
import { FigureCard } from '../components/figure-card.tsx';
import { InsightsControls } from '../components/insights-controls.tsx';
import { FIGURES } from '../components/insights-figures.ts';
import { spanOf, spanQuery } from '../components/insights-span.ts';
import '../texts.ts';

/**
 * Insights (`/insights`, spec 000 §2.1 InsightsHome, flag Insights; issue 32): how the team is
 * doing over the last 13 weeks, four quarters or a year, for everything the person may see or
 * for one meeting. Each figure a chart with its goal, a table, its `n` and a CSV file.
 */
export function InsightsPage() {
  const { t } = useTranslation();
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
      label: periodName(
        row.periodStart,
        isQuarterly || data?.period === 'quarter' ? 'Quarterly' : 'Weekly',
        t,
      ),
    }));

  return (
    <Stack gap="md">
      <PageTitle title={t('insights.title')} />
      <Text c="dimmed" mt={-16}>
        {t('insights.intro')}
      </Text>
      <InsightsControls
        span={span}
        onSpanChange={(value) => setParam('span', value === '13w' ? null : value)}
        tractionId={tractionId}
        onTractionChange={(value) => setParam('meeting', value)}
      />
      {insights.isPending ? <LoadingView label={t('insights.loading')} /> : null}
      {insights.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('insights.loadFailed')}>
          <Button size="xs" variant="white" onClick={() => insights.refetch()}>
            {t('insights.tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {isEmpty ? (
        <EmptyState
          icon={<IconChartBar size={28} />}
          title={t('insights.empty.title')}
          text={t('insights.empty.text')}
          action={
            <Button component={Link} to="/meetings">
              {t('insights.empty.action')}
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
