import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import { Group, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './texts.ts';

/**
 * `GET scorecards/tracking/{itemId}`. The key starts with 'measurable' (docs/web.md query keys),
 * so a live measurable event refreshes the line.
 */
function useTrackingMeasurables(itemId: string) {
  return useQuery({
    queryKey: ['measurable', 'tracking', itemId],
    queryFn: async ({ signal }) => (await call(E.tracking, { params: { itemId }, signal })).measurables,
    meta: { isSilent: true },
  });
}

/**
 * "Tracked by: Pages live, Visitors" on a rock or to-do that measurables link to (001 §3
 * `linkedItemId`); nothing while loading or when none does. Shared by the rock and to-do popups.
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
