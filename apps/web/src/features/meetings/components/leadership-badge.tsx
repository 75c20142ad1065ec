import { Badge } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Marks the organisation's leadership team meeting (at most one). */
export function LeadershipBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color="grape"
      size="sm"
      tt="none"
      leftSection={<IconCrown size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {t('meeting.leadership.badge')}
    </Badge>
  );
}
