import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** An item popup's footer: '*Required Fields' on the left, the buttons on the right (000 §2.4). */
export function RequiredFooter({ children }: { children: ReactNode }) {
  const { message } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" w="100%" gap="sm">
      <Text size="sm" c="dimmed">
        {message(ITEM_TEXTS.requiredFields)}
      </Text>
      <Group gap="sm" align="flex-start">
        {children}
      </Group>
    </Group>
  );
}
