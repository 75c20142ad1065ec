import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { NETWORK_NOTICE_TEXT } from '../../lib/notify-texts.ts';

/** Shown when the session cannot be loaded at all (server down or unreachable): try again. */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz="h3">
          Cairn cannot be reached
        </Title>
        <Text c="dimmed">{NETWORK_NOTICE_TEXT}</Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Center>
  );
}
