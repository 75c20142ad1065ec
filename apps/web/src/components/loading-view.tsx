import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation.ts';

/**
 * The loading view: a spinner with a label for screen readers, used while a lazy page, the
 * session or a page's data loads. `isFullScreen` centres it in the whole window.
 */
export function LoadingView({ label, isFullScreen = false }: { label?: string; isFullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={isFullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {label ?? t('shell.loading')}…
        </Text>
      </Stack>
    </Center>
  );
}
