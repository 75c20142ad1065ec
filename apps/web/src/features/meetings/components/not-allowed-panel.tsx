import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** A meeting popup for someone who may not use it: why, and a way out. */
export function NotAllowedPanel({
  heading,
  onClose,
  children,
}: {
  heading: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PopupPanel title={heading} onClose={onClose} size="md">
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('meeting.close')}
        </Button>
      </Group>
    </PopupPanel>
  );
}
