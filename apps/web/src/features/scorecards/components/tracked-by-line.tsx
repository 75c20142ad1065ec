import { Group, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTrackingMeasurables } from '../api/get-tracking-measurables.ts';

/**
 * "Tracked by: Pages live, Visitors" on a rock or to-do that measurables link to (001 §3
 * `linkedItemId`); nothing while loading or when none does.
 */
export function TrackedByLine({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const { data } = useTrackingMeasurables(itemId);
  if (!data || data.length === 0) return null;
  const titles = data.map((measurable) => measurable.title).join(', ');
  return (
    <Group gap={6} wrap="nowrap" data-testid="tracked-by">
      <IconChartBar size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        {t('scorecard.link.trackedBy', { count: data.length, titles })}
      </Text>
    </Group>
  );
}
