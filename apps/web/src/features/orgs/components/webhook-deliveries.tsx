import type { TWebhookDelivery } from '@cairn/domain/integrations/webhooks.schemas';
import { Badge, Button, Table, Text } from '@mantine/core';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery.ts';
import { useWebhookDeliveries } from '../api/webhook-deliveries.ts';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
const STATUS_COLORS: Record<TWebhookDelivery['status'], string> = {
  pending: 'gray',
  retrying: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};

/** One webhook's delivery log: event, status, the receiver's answer, with "Resend". */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  const resend = useResendWebhookDelivery(webhookId);
  if (deliveries.isPending) return <LoadingView />;
  const rows = deliveries.data ?? [];
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing sent yet. Use “Test” to send a signed test event.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} fz="sm" aria-label="Deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Sent</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.eventType}</Table.Td>
              <Table.Td>
                {/* At its content's width: in a narrow table cell Mantine's badge would cut "succeeded". */}
                <Badge size="sm" variant="light" color={STATUS_COLORS[row.status]} miw="max-content">
                  {row.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.responseStatus ?? '—'}</Text>
                {row.error ? (
                  <Text size="xs" c="dimmed">
                    {row.error}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{row.lastAttemptAt ? when(row.lastAttemptAt) : 'Not yet'}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={`Resend ${row.eventType}`}
                  loading={resend.isPending && resend.variables === row.id}
                  onClick={() => resend.mutate(row.id)}
                >
                  Resend
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
