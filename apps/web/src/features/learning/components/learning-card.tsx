import type { TLearningItem } from '@cairn/domain/learning/learning.schemas';
import { Badge, Card, Group, Text } from '@mantine/core';
import { IconClock, IconFileText, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import classes from './learning.module.css';
import { learningPath } from './learning-links.ts';
import '../texts.ts';

type TLearningCardProps = {
  item: TLearningItem;
  /** The search to keep in the link, so closing the item comes back to the same results. */
  search: string;
  /** Shows the item's section (search results span the centre). */
  showSection?: boolean;
};

/** An item of the centre: what it is (video or article), how long, its title and summary; opens it. */
export function LearningCard({ item, search, showSection = false }: TLearningCardProps) {
  const { t } = useTranslation();
  const isVideo = item.kind === 'video';
  return (
    <Card
      component={Link}
      to={learningPath(item.section, item.anchorVideoKey, search)}
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      data-testid={`learning-card-${item.anchorVideoKey}`}
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Badge
          variant="light"
          color={isVideo ? 'grape' : 'blue'}
          leftSection={
            isVideo ? <IconPlayerPlay size={12} aria-hidden /> : <IconFileText size={12} aria-hidden />
          }
        >
          {isVideo ? t('learning.card.video') : t('learning.card.article')}
        </Badge>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconClock size={14} aria-hidden />
          <Text size="sm">{t('learning.card.minutes', { count: item.durationMinutes })}</Text>
        </Group>
      </Group>
      <Text fw={600} size="lg" lh={1.3} mb={6}>
        {item.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {item.summary}
      </Text>
      {showSection || item.packId !== 'cairn' ? (
        <Group gap="xs" mt="md">
          {showSection ? (
            <Badge variant="default" size="sm">
              {t(`learning.section.${SECTION_TEXT_KEY[item.section]}`)}
            </Badge>
          ) : null}
          {item.packId !== 'cairn' ? (
            <Text size="xs" c="dimmed">
              {t('learning.card.from', { pack: item.packTitle })}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Card>
  );
}

/** The text key segment of each section (keys are lowerCamelCase; the routes use dashes). */
export const SECTION_TEXT_KEY = {
  'eos-one': 'eosOne',
  toolbox: 'toolbox',
  'traction-library': 'tractionLibrary',
} as const;
