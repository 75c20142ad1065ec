import { LEARNING_SECTIONS, type TLearningSection } from '@cairn/domain/learning/learning.schemas';
import { Button, Group } from '@mantine/core';
import { IconBooks, IconTools, IconTopologyStar3 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SECTION_TEXT_KEY } from './learning-card.tsx';
import { learningPath } from './learning-links.ts';
import '../texts.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';

const SECTION_ICONS = {
  'eos-one': IconTopologyStar3,
  toolbox: IconTools,
  'traction-library': IconBooks,
} as const;

/** The three sections as links (each its own address, 000 §2.1); the current one is marked. */
export function LearningSectionNav({ current }: { current: TLearningSection | null }) {
  const { t } = useTranslation();
  // On a phone the three fit on one line without their icons.
  const isPhone = useIsPhone();
  return (
    <Group component="nav" aria-label={t('learning.sections')} gap="xs" wrap="wrap">
      {LEARNING_SECTIONS.map((section) => {
        const Icon = SECTION_ICONS[section];
        const isCurrent = section === current;
        return (
          <Button
            key={section}
            component={Link}
            to={learningPath(section)}
            variant={isCurrent ? 'light' : 'subtle'}
            color={isCurrent ? undefined : 'gray'}
            leftSection={isPhone ? undefined : <Icon size={18} aria-hidden />}
            px={isPhone ? 'sm' : undefined}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {t(`learning.section.${SECTION_TEXT_KEY[section]}`)}
          </Button>
        );
      })}
    </Group>
  );
}
