import type { TWebhookDelivery } from '@cairn/domain/integrations/webhooks.schemas';
import { Badge, Button, Table, Text } from '@mantine/core';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatDate } from '../../../lib/i18n/format.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery.ts';
import { useWebhookDeliveries } from '../api/webhook-deliveries.ts';
import '../texts.ts';

const when = (iso: string) => formatDate(iso, { dateStyle: 'short', timeStyle: 'medium' });
const STATUS_KEYS: Record<TWebhookDelivery['status'], TTextKey> = {
  pending: 'orgs.delivery.status.pending',
  retrying: 'orgs.delivery.status.retrying',
  succeeded: 'orgs.delivery.status.succeeded',
  failed: 'orgs.delivery.status.failed',
};
const STATUS_COLORS: Record<TWebhookDelivery['status'], string> = {
  pending: 'gray',
  retrying: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};

/** One webhook's delivery log: event, status, the receiver's answer, with "Resend". */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(webhookId);
  const resend = useResendWebhookDelivery(webhookId);
  if (deliveries.isPending) return <LoadingView />;
  const rows = deliveries.data ?? [];
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('orgs.delivery.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} fz="sm" aria-label={t('orgs.delivery.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orgs.delivery.event')}</Table.Th>
            <Table.Th>{t('orgs.delivery.statusColumn')}</Table.Th>
            <Table.Th>{t('orgs.delivery.answer')}</Table.Th>
            <Table.Th>{t('orgs.delivery.sent')}</Table.Th>
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
                  {t(STATUS_KEYS[row.status])}
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
              <Table.Td>{row.lastAttemptAt ? when(row.lastAttemptAt) : t('orgs.delivery.notYet')}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('orgs.delivery.resendOf', { event: row.eventType })}
                  loading={resend.isPending && resend.variables === row.id}
                  onClick={() => resend.mutate(row.id)}
                >
                  {t('orgs.delivery.resend')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
