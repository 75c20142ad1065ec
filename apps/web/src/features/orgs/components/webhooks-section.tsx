import type { TWebhook } from '@cairn/domain/integrations/webhooks.schemas';
import { Alert, Badge, Button, Code, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useTestWebhook } from '../api/test-webhook.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { useWebhooks } from '../api/webhooks.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookForm } from './webhook-form.tsx';
import '../texts.ts';

/** One endpoint: its URL, events, secret, on/off, Test, Delete and its delivery log. */
function WebhookCard({ webhook }: { webhook: TWebhook }) {
  const { t } = useTranslation();
  const [isLogOpen, setLogOpen] = useState(false);
  const [isSecretShown, setSecretShown] = useState(false);
  const update = useUpdateWebhook();
  const test = useTestWebhook();
  const remove = useDeleteWebhook();

  const handleToggle = (isEnabled: boolean) =>
    update.mutate({
      id: webhook.id,
      body: {
        url: webhook.url,
        events: webhook.events as never,
        description: webhook.description,
        isEnabled,
        version: webhook.version,
      },
    });
  const handleTest = async () => {
    try {
      const { delivery } = await test.mutateAsync(webhook.id);
      setLogOpen(true);
      if (delivery.status === 'succeeded')
        notifySuccess(t('orgs.webhook.testDelivered', { status: delivery.responseStatus }));
      else
        notifyError(
          new Error(t('orgs.webhook.testFailed', { reason: delivery.error ?? t('orgs.webhook.noAnswer') })),
        );
    } catch {
      // The app's error policy has shown the failure already.
    }
  };
  const handleDelete = () =>
    modals.openConfirmModal({
      title: t('orgs.webhook.deleteTitle'),
      children: <Text size="sm">{t('orgs.webhook.deleteText', { url: webhook.url })}</Text>,
      labels: { confirm: t('orgs.webhook.delete'), cancel: t('orgs.webhook.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(webhook.id),
    });

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
            {webhook.url}
          </Text>
          <Switch
            label={t('orgs.webhook.on')}
            checked={webhook.isEnabled}
            disabled={update.isPending}
            onChange={(event) => handleToggle(event.currentTarget.checked)}
          />
        </Group>
        {webhook.description ? <Text size="sm">{webhook.description}</Text> : null}
        {webhook.disabledReason ? (
          <Alert color="red" variant="light">
            {t('orgs.webhook.turnedOff', { reason: webhook.disabledReason })}
          </Alert>
        ) : null}
        <Group gap={4}>
          {webhook.events.map((event) => (
            <Badge key={event} size="sm" variant="light" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('orgs.webhook.secret')}
          </Text>
          {isSecretShown ? <Code>{webhook.secret}</Code> : null}
          <Button size="compact-xs" variant="subtle" onClick={() => setSecretShown((shown) => !shown)}>
            {isSecretShown ? t('orgs.webhook.hide') : t('orgs.webhook.show')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button size="compact-sm" onClick={handleTest} loading={test.isPending}>
            {t('orgs.webhook.test')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setLogOpen((open) => !open)}>
            {isLogOpen ? t('orgs.webhook.hideDeliveries') : t('orgs.webhook.deliveries')}
          </Button>
          <Button size="compact-sm" variant="default" color="red" onClick={handleDelete}>
            {t('orgs.webhook.delete')}
          </Button>
        </Group>
        {isLogOpen ? <WebhookDeliveries webhookId={webhook.id} /> : null}
      </Stack>
    </Paper>
  );
}

/**
 * Organisation settings for Owners and Admins (issue 36 point 3): endpoints that receive the
 * organisation's events, signed by the Standard Webhooks spec; each with Test and its log.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('orgs.webhooks.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('orgs.webhooks.intro')}
      </Text>
      {webhooks.isPending ? <LoadingView /> : null}
      {(webhooks.data ?? []).map((webhook) => (
        <WebhookCard key={webhook.id} webhook={webhook} />
      ))}
      {webhooks.isSuccess && webhooks.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orgs.webhooks.none')}
        </Text>
      ) : null}
      <WebhookForm />
    </Stack>
  );
}
