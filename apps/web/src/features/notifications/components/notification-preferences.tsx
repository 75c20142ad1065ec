import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type TNotificationKind,
} from '@cairn/domain/notifications/notifications.constants';
import type { TNotificationPreferences } from '@cairn/domain/notifications/notifications.schemas';
import { Alert, Button, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  notificationPreferencesQueryOptions,
  useSaveNotificationPreferences,
} from '../api/notifications-api.ts';

type TChannel = 'inApp' | 'email';

/**
 * Which notifications reach the user, per kind: in the app (the bell) and by email (issue 15).
 * Saved as each switch is flipped; a failed save puts the switch back. Invitations always come
 * by email with their link, so only their in-app copy can be chosen.
 */
export function NotificationPreferences() {
  const query = useQuery(notificationPreferencesQueryOptions);
  const save = useSaveNotificationPreferences();
  const [shown, setShown] = useState<TNotificationPreferences | null>(null);
  const preferences = shown ?? query.data;

  const flip = (kind: TNotificationKind, channel: TChannel, on: boolean) => {
    if (!preferences) return;
    const before = preferences;
    const next = { ...preferences, [kind]: { ...preferences[kind], [channel]: on } };
    setShown(next);
    save.mutate(
      { [kind]: next[kind] },
      { onError: () => setShown(before), onSuccess: (a) => setShown(a.preferences) },
    );
  };

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Notifications
      </Title>
      <Text size="sm" c="dimmed">
        For your account, in every organization. Saved as you choose.
      </Text>
      {query.isPending ? <Skeleton h={220} radius="md" /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" title="Your notification settings could not be loaded">
          <Button size="xs" variant="white" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {preferences ? (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" striped={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tell me about</Table.Th>
                <Table.Th ta="center" w={90}>
                  In the app
                </Table.Th>
                <Table.Th ta="center" w={90}>
                  By email
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Td>
                    <Text size="sm">{NOTIFICATION_KIND_LABELS[kind]}</Text>
                  </Table.Td>
                  {(['inApp', 'email'] as const).map((channel) => {
                    const isFixed = kind === 'invitation' && channel === 'email';
                    return (
                      <Table.Td key={channel}>
                        <Switch
                          mx="auto"
                          w="fit-content"
                          aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${channel === 'inApp' ? 'in the app' : 'by email'}`}
                          checked={isFixed ? true : preferences[kind][channel]}
                          disabled={isFixed}
                          title={isFixed ? 'Invitations are always mailed with their link.' : undefined}
                          onChange={(event) => flip(kind, channel, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
