import type { TQuarterlySession } from '@cairn/domain/quarterly/quarterly.schemas';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CompletionMeter } from './completion-meter.tsx';
import '../texts.ts';
import { quarterKeyLabel } from '../../../components/quarter-name.ts';

/** The recorded result of an ended session: when, who, the completion and what became of each rock. */
export function QuarterlyResult({ session }: { session: TQuarterlySession }) {
  const { t } = useTranslation();
  const result = session.result;
  if (!result) return null;
  const nextLabel = {
    keep: '',
    carry: t('quarterly.result.carried', { quarter: quarterKeyLabel(session.nextQuarter, t) }),
    drop: t('quarterly.result.dropped'),
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="quarterly-result">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="h4">
            {t('quarterly.result.title', { quarter: quarterKeyLabel(session.quarter, t) })}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDate(session.endedAt ?? session.startedAt, { dateStyle: 'medium' })}
          </Text>
        </Group>
        <Text size="sm">
          {t('quarterly.result.attendees', { names: result.attendees.map((a) => a.name).join(', ') })}
        </Text>
        <CompletionMeter {...result.completion} />
        {result.decisions.length ? (
          <List size="sm" spacing={4}>
            {result.decisions.map((decision) => (
              <List.Item key={decision.rockId}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{decision.title}</Text>
                  <Badge size="sm" variant="light" color={decision.status === 'Done' ? 'teal' : 'orange'}>
                    {decision.status === 'Done' ? t('quarterly.review.done') : t('quarterly.review.notDone')}
                  </Badge>
                  {decision.next === 'keep' ? null : (
                    <Text size="xs" c="dimmed">
                      {nextLabel[decision.next]}
                    </Text>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        {result.newRocks.length ? (
          <Text size="sm">
            {t('quarterly.result.newRocks', {
              count: result.newRocks.length,
              titles: result.newRocks.map((rock) => rock.title).join(', '),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
