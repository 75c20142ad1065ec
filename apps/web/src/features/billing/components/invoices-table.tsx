import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { useInvoices } from '../api/billing-queries.ts';

/** The organisation's invoices, newest first, with the hosted page when the provider has one. */
export function InvoicesTable() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  const rows = invoices.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={4}>{t('billing.invoices.title')}</Title>
        {!invoices.isPending && rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('billing.invoices.none')}
          </Text>
        ) : null}
        {rows.length ? (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.invoices.issued')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('billing.invoices.plan')}</Table.Th>
                  <Table.Th>{t('billing.invoices.seats')}</Table.Th>
                  <Table.Th>{t('billing.invoices.total')}</Table.Th>
                  <Table.Th>{t('billing.invoices.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((invoice) => (
                  <Table.Tr key={invoice.id} data-testid="invoice">
                    <Table.Td>{invoice.issueDate}</Table.Td>
                    <Table.Td visibleFrom="sm">{invoice.planHandle}</Table.Td>
                    <Table.Td>{invoice.seatCount}</Table.Td>
                    <Table.Td>
                      {invoice.hostedInvoiceUrl ? (
                        <Anchor href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer">
                          {formatMoney(invoice.totalAmount, invoice.currencyCode)}
                        </Anchor>
                      ) : (
                        formatMoney(invoice.totalAmount, invoice.currencyCode)
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        size="sm"
                        variant="light"
                        color={invoice.invoiceStatus === 'Paid' ? 'teal' : 'red'}
                      >
                        {invoice.invoiceStatus}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}
