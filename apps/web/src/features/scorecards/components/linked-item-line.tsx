import type { TLinkedItem } from '@cairn/domain/scorecards/scorecards.schemas';
import { Group, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** "Tracks rock: Launch the website" under a measurable's title (001 §3 `linkedItemId`). */
export function LinkedItemLine({ item }: { item: TLinkedItem }) {
  const { t } = useTranslation();
  const text =
    item.kind === 'Rock'
      ? t('scorecard.link.tracksRock', { title: item.title })
      : t('scorecard.link.tracksTodo', { title: item.title });
  return (
    <Group gap={4} wrap="nowrap" miw={0} data-testid="linked-item">
      <IconLink size={12} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed" truncate title={text}>
        {text}
      </Text>
    </Group>
  );
}
