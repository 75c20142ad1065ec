import type { TWebhook } from '@cairn/domain/integrations/webhooks.schemas';
import { Alert, Badge, Button, Code, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { LoadingView } from '../../../components/loading-view.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useTestWebhook } from '../api/test-webhook.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { useWebhooks } from '../api/webhooks.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookForm } from './webhook-form.tsx';

/** One endpoint: its URL, events, secret, on/off, Test, Delete and its delivery log. */
function WebhookCard({ webhook }: { webhook: TWebhook }) {
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
        notifySuccess(`Test event delivered (${delivery.responseStatus}).`);
      else notifyError(new Error(`The test event failed: ${delivery.error ?? 'no answer'}`));
    } catch {
      // The app's error policy has shown the failure already.
    }
  };
  const handleDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this webhook?',
      children: <Text size="sm">{webhook.url} receives no more events, and its log is deleted.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
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
            label="On"
            checked={webhook.isEnabled}
            disabled={update.isPending}
            onChange={(event) => handleToggle(event.currentTarget.checked)}
          />
        </Group>
        {webhook.description ? <Text size="sm">{webhook.description}</Text> : null}
        {webhook.disabledReason ? (
          <Alert color="red" variant="light">
            Turned off by Cairn: {webhook.disabledReason}
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
            Signing secret:
          </Text>
          {isSecretShown ? <Code>{webhook.secret}</Code> : null}
          <Button size="compact-xs" variant="subtle" onClick={() => setSecretShown((shown) => !shown)}>
            {isSecretShown ? 'Hide' : 'Show'}
          </Button>
        </Group>
        <Group gap="xs">
          <Button size="compact-sm" onClick={handleTest} loading={test.isPending}>
            Test
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setLogOpen((open) => !open)}>
            {isLogOpen ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button size="compact-sm" variant="default" color="red" onClick={handleDelete}>
            Delete
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
  const webhooks = useWebhooks();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        Webhooks
      </Title>
      <Text size="sm" c="dimmed">
        Cairn sends the events you choose to these URLs as signed JSON (Standard Webhooks), retrying for a
        day; an endpoint that fails for 3 days is turned off and the Owner is told.
      </Text>
      {webhooks.isPending ? <LoadingView /> : null}
      {(webhooks.data ?? []).map((webhook) => (
        <WebhookCard key={webhook.id} webhook={webhook} />
      ))}
      {webhooks.isSuccess && webhooks.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No webhooks yet.
        </Text>
      ) : null}
      <WebhookForm />
    </Stack>
  );
}
