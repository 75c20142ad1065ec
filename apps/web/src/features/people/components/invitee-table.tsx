import { formatMoney } from '@cairn/domain/billing/billing-rules';
import type { TNewInvitee } from '@cairn/domain/people/invitations.schemas';
import { isPaidRole, ROLE_LABELS } from '@cairn/domain/permissions/roles';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

export type TInviteeTableProps = {
  invitees: TNewInvitee[];
  /** What a paid person adds a month in cents by the subscription's status; null hides the Price column (no billing). */
  priceCents: number | null;
  currencyCode?: string;
  onRemove: (email: string) => void;
};

/** The people added to the Invite Users popup: Name, Email, Permission Level and (with billing) Price. */
export function InviteeTable({ invitees, priceCents, currencyCode = 'USD', onRemove }: TInviteeTableProps) {
  const money = (cents: number) => formatMoney(cents, currencyCode);
  if (invitees.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nobody added yet. Fill in a person above and choose Add to list, or Invite straight away.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label="People to invite">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Permission Level</Table.Th>
            {priceCents === null ? null : <Table.Th>Price</Table.Th>}
            <Table.Th aria-label="Remove" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitees.map((invitee) => (
            <Table.Tr key={invitee.email}>
              <Table.Td>{`${invitee.firstName} ${invitee.lastName}`}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{invitee.email}</Table.Td>
              <Table.Td>{ROLE_LABELS[invitee.role]}</Table.Td>
              {priceCents === null ? null : (
                <Table.Td>{isPaidRole(invitee.role) ? money(priceCents) : money(0)}</Table.Td>
              )}
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${invitee.email} from the list`}
                  onClick={() => onRemove(invitee.email)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
