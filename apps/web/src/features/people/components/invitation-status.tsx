import type { TPersonInvitation } from '@cairn/domain/people/invitations.schemas';
import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconMailForward, IconMailOff } from '@tabler/icons-react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Where a person who has not joined stands: invited, expired, declined, withdrawn or not invited. */
function invitationStatusKey(invitation: TPersonInvitation | undefined): TTextKey {
  if (!invitation) return 'people.invitation.notInvited';
  if (invitation.isExpired) return 'people.invitation.expired';
  switch (invitation.status) {
    case 'Pending':
      return 'people.invitation.sent';
    case 'Declined':
      return 'people.invitation.declined';
    case 'Revoked':
      return 'people.invitation.withdrawn';
    default:
      return 'people.invitation.joined';
  }
}

/** The badge beside the name of a person who has not joined yet. */
export function InvitationBadge({ invitation }: { invitation: TPersonInvitation | undefined }) {
  const { t } = useTranslation();
  const isOpen = invitation?.status === 'Pending' && !invitation.isExpired;
  return (
    <Badge size="sm" variant="dot" color={isOpen ? 'yellow' : 'gray'} tt="none">
      {t(invitationStatusKey(invitation))}
    </Badge>
  );
}

export type TInvitationActionsProps = {
  name: string;
  invitation: TPersonInvitation | undefined;
  isBusy: boolean;
  onAction: (invitationId: string, action: 'resend' | 'revoke') => void;
};

/** Resend (a new link; the old one stops working) and, while it is open, revoke. */
export function InvitationActions({ name, invitation, isBusy, onAction }: TInvitationActionsProps) {
  const { t } = useTranslation();
  if (!invitation) return null;
  const isOpen = invitation.status === 'Pending' && !invitation.isExpired;
  return (
    <>
      <Tooltip label={t('people.invitation.resend', { name })}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('people.invitation.resend', { name })}
          onClick={() => onAction(invitation.id, 'resend')}
          disabled={isBusy}
        >
          <IconMailForward size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {isOpen ? (
        <Tooltip label={t('people.invitation.withdraw', { name })}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('people.invitation.withdraw', { name })}
            onClick={() => onAction(invitation.id, 'revoke')}
            disabled={isBusy}
          >
            <IconMailOff size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </>
  );
}
