import type { TUsageOverview } from '@cairn/domain/usage/usage.schemas';
import { Alert, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useUsageOverview } from '../api/usage-overview.ts';
import { PageViewsTable } from '../components/page-views-table.tsx';
import { ActivePeopleChart } from '../components/usage-charts.tsx';

/** A titled section of the page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** `2026-11-28` as a short date of the reader's locale ("Nov 28"); the days are UTC days. */
function shortDate(day: string): string {
  return new Intl.DateTimeFormat(formatLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const isEmpty = (usage: TUsageOverview) =>
  usage.pageViews.length === 0 && usage.activeByWeek.every((week) => week.people === 0);

/**
 * `/admin/usage` (issue 34 point 8): how this instance is used, counted in its own database and
 * never sent anywhere (docs/usage.md). The instance administrator's page; anyone else is told so.
 */
export function UsagePage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const isAdmin = !!session?.user.isInstanceAdmin;
  if (!isAdmin) {
    return (
      <Stack gap="md">
        <PageTitle title={t('usage.title')} />
        <Text>{t('usage.onlyAdmin')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={960}>
      <PageTitle title={t('usage.title')} />
      <Text c="dimmed" size="sm">
        {t('usage.intro')}
      </Text>
      <UsageFigures />
    </Stack>
  );
}

function UsageFigures() {
  const { t } = useTranslation();
  const { data: usage } = useUsageOverview();
  if (!usage) return <Skeleton height={320} radius="md" />;
  const today = usage.activeByDay.at(-1)?.people ?? 0;
  const thisWeek = usage.activeByWeek.at(-1)?.people ?? 0;
  return (
    <Stack gap="md">
      {usage.isCountingPageViews ? null : <Alert color="yellow">{t('usage.pageViewsOff')}</Alert>}
      {usage.isCountingPeople ? null : <Alert color="yellow">{t('usage.peopleOff')}</Alert>}
      {isEmpty(usage) ? (
        <Paper withBorder radius="md" p="xl" data-testid="usage-empty">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconChartBar size={28} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t('usage.emptyTitle')}
            </Title>
            <Text c="dimmed" size="sm" maw={420}>
              {t('usage.emptyText')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <Section title={t('usage.pageViews')}>
            <PageViewsTable rows={usage.pageViews} />
          </Section>
          <Section title={t('usage.activeByDay')}>
            <Text size="sm" mb="sm" data-testid="usage-active-summary">
              {t('usage.activeSummary', { today, week: thisWeek })}
            </Text>
            <ActivePeopleChart
              seriesLabel={t('usage.people')}
              rows={usage.activeByDay.map((row) => ({ label: shortDate(row.day), people: row.people }))}
            />
          </Section>
          <Section title={t('usage.activeByWeek')}>
            <ActivePeopleChart
              seriesLabel={t('usage.people')}
              rows={usage.activeByWeek.map((row) => ({
                label: shortDate(row.weekStart),
                people: row.people,
              }))}
            />
          </Section>
        </>
      )}
    </Stack>
  );
}
