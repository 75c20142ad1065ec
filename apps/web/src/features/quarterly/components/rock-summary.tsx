import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** A rock as the session's steps list it: its title, then its owner and due date (and what follows). */
export function RockSummary(props: {
  title: string;
  ownerName: string;
  dueDate: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {props.title}
      </Text>
      <Text size="sm" c="dimmed">
        {t('quarterly.review.ownerDue', {
          owner: props.ownerName,
          due: formatDate(props.dueDate, { timeZone: 'UTC', dateStyle: 'medium' }),
        })}
      </Text>
      {props.children}
    </Stack>
  );
}
