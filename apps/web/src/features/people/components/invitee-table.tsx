import type { TNewInvitee } from '@cairn/domain/people/invitations.schemas';
import { isPaidRole } from '@cairn/domain/permissions/roles';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { ROLE_NAME_KEYS } from '../../../lib/i18n/role-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

export type TInviteeTableProps = {
  invitees: TNewInvitee[];
  /** What a paid person adds a month in cents by the subscription's status; null hides the Price column (no billing). */
  priceCents: number | null;
  /** The organisation's currency; without it, the person's locale's. */
  currencyCode?: string;
  onRemove: (email: string) => void;
};

/** The people added to the Invite Users popup: Name, Email, Permission Level and (with billing) Price. */
export function InviteeTable({ invitees, priceCents, currencyCode, onRemove }: TInviteeTableProps) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currencyCode);
  if (invitees.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('people.invitees.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={t('people.invitees.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.invitees.name')}</Table.Th>
            <Table.Th>{t('people.invitees.email')}</Table.Th>
            <Table.Th>{t('people.invitees.role')}</Table.Th>
            {priceCents === null ? null : <Table.Th>{t('people.invitees.price')}</Table.Th>}
            <Table.Th aria-label={t('people.invitees.removeColumn')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitees.map((invitee) => (
            <Table.Tr key={invitee.email}>
              <Table.Td>{`${invitee.firstName} ${invitee.lastName}`}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{invitee.email}</Table.Td>
              <Table.Td>{t(ROLE_NAME_KEYS[invitee.role])}</Table.Td>
              {priceCents === null ? null : (
                <Table.Td>{isPaidRole(invitee.role) ? money(priceCents) : money(0)}</Table.Td>
              )}
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('people.invitees.remove', { email: invitee.email })}
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
