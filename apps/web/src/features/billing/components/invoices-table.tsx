import { formatMoney } from '@cairn/domain/billing/billing-rules';
import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useInvoices } from '../api/billing-queries.ts';

/** The organisation's invoices, newest first, with the hosted page when the provider has one. */
export function InvoicesTable() {
  const invoices = useInvoices();
  const rows = invoices.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={4}>Invoices</Title>
        {!invoices.isPending && rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            No invoices yet.
          </Text>
        ) : null}
        {rows.length ? (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Issued</Table.Th>
                  <Table.Th visibleFrom="sm">Plan</Table.Th>
                  <Table.Th>Seats</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Status</Table.Th>
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
