import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** Shown when the session cannot be loaded at all (server down or unreachable): try again. */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz="h3">
          {t('shell.sessionUnavailable.title')}
        </Title>
        <Text c="dimmed">{t('shell.sessionUnavailable.text')}</Text>
        <Button onClick={onRetry}>{t('shell.sessionUnavailable.retry')}</Button>
      </Stack>
    </Center>
  );
}
