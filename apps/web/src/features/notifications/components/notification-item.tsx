import type { TNotification } from '@cairn/domain/notifications/notifications.schemas';
import { ActionIcon, Badge, Box, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconMail, IconMailOpened, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAnswerNotification, useMarkNotification } from '../api/notifications-api.ts';
import '../texts.ts';
import { notificationTimeLabel } from './notification-time.ts';

/**
 * One notification: an unread dot and bold title until read, the message, its age (000 §4) and
 * organisation when it is not the current one, read / unread / remove, and Approve / Deny while
 * its question is open.
 */
export function NotificationItem({
  notification,
  showOrg,
}: {
  notification: TNotification;
  showOrg: boolean;
}) {
  const { t } = useTranslation();
  const mark = useMarkNotification();
  const answer = useAnswerNotification();
  const { isRead, approvalUrl, denyUrl, isActioned } = notification;
  const isAsking = Boolean(approvalUrl || denyUrl) && !isActioned;
  const isBusy = mark.isPending || answer.isPending;

  return (
    <Box
      component="li"
      px="md"
      py="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: isRead ? undefined : 'var(--mantine-color-brand-light)',
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Box
          mt={7}
          w={8}
          h={8}
          style={{
            borderRadius: '50%',
            flex: 'none',
            background: isRead ? 'transparent' : 'var(--mantine-color-brand-filled)',
          }}
          aria-hidden
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={isRead ? 500 : 700} truncate="end">
              {notification.title}
              {isRead ? null : <VisuallyHidden>{` ${t('notifications.unreadMark')}`}</VisuallyHidden>}
            </Text>
            <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
              <time dateTime={notification.createdAt}>
                {notificationTimeLabel(new Date(notification.createdAt), new Date())}
              </time>
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {notification.message}
          </Text>
          {showOrg && notification.orgName ? (
            <Text size="xs" c="dimmed">
              {notification.orgName}
            </Text>
          ) : null}
          <Group gap="xs" justify="space-between" mt={2} wrap="nowrap">
            <Group gap="xs">
              {isAsking ? (
                <>
                  {approvalUrl ? (
                    <Button
                      size="compact-sm"
                      loading={answer.isPending && answer.variables === approvalUrl}
                      disabled={isBusy}
                      onClick={() => answer.mutate(approvalUrl)}
                    >
                      {t('notifications.approve')}
                    </Button>
                  ) : null}
                  {denyUrl ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={answer.isPending && answer.variables === denyUrl}
                      disabled={isBusy}
                      onClick={() => answer.mutate(denyUrl)}
                    >
                      {t('notifications.deny')}
                    </Button>
                  ) : null}
                </>
              ) : isActioned ? (
                <Badge variant="light" color="gray" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                  {t('notifications.actioned')}
                </Badge>
              ) : null}
            </Group>
            <Group gap={2} wrap="nowrap">
              <Tooltip label={isRead ? t('notifications.markUnread') : t('notifications.markRead')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={
                    isRead
                      ? t('notifications.markUnreadOf', { title: notification.title })
                      : t('notifications.markReadOf', { title: notification.title })
                  }
                  disabled={isBusy}
                  onClick={() => mark.mutate({ notification, mark: isRead ? 'unread' : 'read' })}
                >
                  {isRead ? <IconMail size={16} aria-hidden /> : <IconMailOpened size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('notifications.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('notifications.removeOf', { title: notification.title })}
                  disabled={isBusy}
                  onClick={() => mark.mutate({ notification, mark: 'remove' })}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Box>
  );
}
