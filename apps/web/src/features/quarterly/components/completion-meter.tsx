import '@mantine/core/styles/Progress.css';
import { ROCK_COMPLETION_GOAL } from '@cairn/domain/quarterly/quarterly-rules';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** The quarter's completion against the EOS goal (80%): the bar, `done of total` and the rate. */
export function CompletionMeter({ done, total, rate }: { done: number; total: number; rate: number | null }) {
  const { t } = useTranslation();
  const isOnGoal = rate !== null && rate >= ROCK_COMPLETION_GOAL;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{t('quarterly.completion.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('quarterly.completion.goal', { goal: ROCK_COMPLETION_GOAL })}
        </Text>
      </Group>
      <Progress
        value={rate ?? 0}
        color={isOnGoal ? 'teal' : 'orange'}
        size="lg"
        radius="xl"
        aria-label={t('quarterly.completion.title')}
      />
      <Text size="sm" data-testid="quarterly-completion">
        {rate === null
          ? t('quarterly.completion.none')
          : t('quarterly.completion.value', { done, total, rate })}
      </Text>
    </Stack>
  );
}
