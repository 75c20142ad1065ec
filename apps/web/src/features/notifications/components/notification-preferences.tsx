import {
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
import '../texts.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

type TChannel = 'inApp' | 'email';

/** How each kind is named (the domain's `NOTIFICATION_KIND_LABELS` stay the server's English). */
const KIND_KEYS: Readonly<Record<TNotificationKind, TTextKey>> = {
  invitation: 'notifications.kind.invitation',
  upgradeRequest: 'notifications.kind.upgradeRequest',
  upgradeAnswer: 'notifications.kind.upgradeAnswer',
  assigned: 'notifications.kind.assigned',
  headlineCascaded: 'notifications.kind.headlineCascaded',
  roleChanged: 'notifications.kind.roleChanged',
  ownershipTransferred: 'notifications.kind.ownershipTransferred',
  exportReady: 'notifications.kind.exportReady',
  scorecardReminder: 'notifications.kind.scorecardReminder',
};

/**
 * Which notifications reach the user, per kind: in the app (the bell) and by email (issue 15).
 * Saved as each switch is flipped; a failed save puts the switch back. Invitations always come
 * by email with their link, so only their in-app copy can be chosen.
 */
export function NotificationPreferences() {
  const { t } = useTranslation();
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
        {t('notifications.preferences.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('notifications.preferences.intro')}
      </Text>
      {query.isPending ? <Skeleton h={220} radius="md" /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" title={t('notifications.preferences.loadFailed')}>
          <Button size="xs" variant="white" onClick={() => void query.refetch()}>
            {t('notifications.tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {preferences ? (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" striped={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.preferences.kind')}</Table.Th>
                <Table.Th ta="center" w={90}>
                  {t('notifications.preferences.inApp')}
                </Table.Th>
                <Table.Th ta="center" w={90}>
                  {t('notifications.preferences.email')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Td>
                    <Text size="sm">{t(KIND_KEYS[kind])}</Text>
                  </Table.Td>
                  {(['inApp', 'email'] as const).map((channel) => {
                    const isFixed = kind === 'invitation' && channel === 'email';
                    return (
                      <Table.Td key={channel}>
                        <Switch
                          mx="auto"
                          w="fit-content"
                          aria-label={t(
                            channel === 'inApp'
                              ? 'notifications.preferences.inAppOf'
                              : 'notifications.preferences.emailOf',
                            { kind: t(KIND_KEYS[kind]) },
                          )}
                          checked={isFixed ? true : preferences[kind][channel]}
                          disabled={isFixed}
                          title={isFixed ? t('notifications.preferences.invitationMailed') : undefined}
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
