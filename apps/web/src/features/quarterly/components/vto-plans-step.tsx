import type { TQuarterlyState } from '@cairn/domain/quarterly/quarterly.schemas';
import type { TVtoPlan } from '@cairn/domain/vto/vto.schemas';
import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RichText } from '../../../components/html-editor/rich-text.tsx';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** One plan of the V/TO: its date, notes, numbers and goals, read-only. */
function PlanCard({ title, plan }: { title: string; plan: TVtoPlan | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {title}
        </Title>
        {plan === null ? (
          <Text size="sm" c="dimmed">
            {t('quarterly.vto.hidden')}
          </Text>
        ) : (
          <>
            {plan.futureDate ? (
              <Text size="sm" c="dimmed">
                {t('quarterly.vto.futureDate', {
                  date: formatDate(plan.futureDate, { timeZone: 'UTC', dateStyle: 'medium' }),
                })}
              </Text>
            ) : null}
            <RichText html={plan.contentHtml} empty="" />
            {plan.financialMetrics.length ? (
              <List size="sm" spacing={2}>
                {plan.financialMetrics.map((metric) => (
                  <List.Item key={metric.id}>
                    {t('quarterly.vto.metric', { title: metric.title, value: metric.value })}
                  </List.Item>
                ))}
              </List>
            ) : null}
            <Text fw={600} size="sm">
              {t('quarterly.vto.goals')}
            </Text>
            {plan.goals.length ? (
              <List size="sm" spacing={4} type="ordered">
                {plan.goals.map((goal) => (
                  <List.Item key={goal.id}>{goal.text}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('quarterly.vto.noGoals')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Step 2: the company V/TO's 1-year plan and quarterly plan, to review before planning the quarter. */
export function VtoPlansStep({ vto }: { vto: TQuarterlyState['vto'] }) {
  const { t } = useTranslation();
  if (!vto)
    return (
      <EmptyState
        title={t('quarterly.vto.emptyTitle')}
        text={t('quarterly.vto.emptyText')}
        headingOrder={3}
        action={
          <Anchor component={Link} to="/vto">
            {t('quarterly.vto.open')}
          </Anchor>
        }
      />
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('quarterly.vto.from', { title: vto.title })}{' '}
        <Anchor component={Link} to={`/vto/detail/${vto.collectionId}/${vto.revisionId}/traction`} size="sm">
          {t('quarterly.vto.open')}
        </Anchor>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PlanCard title={t('quarterly.vto.oneYearPlan')} plan={vto.oneYearPlan} />
        <PlanCard title={t('quarterly.vto.quarterlyPlan')} plan={vto.quarterlyPlan} />
      </SimpleGrid>
    </Stack>
  );
}
