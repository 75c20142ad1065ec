import type { TPersonInvitation } from '@cairn/domain/people/invitations.schemas';
import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconMailForward, IconMailOff } from '@tabler/icons-react';

/** Where a person who has not joined stands: invited, expired, declined, withdrawn or not invited. */
function invitationStatusText(invitation: TPersonInvitation | undefined): string {
  if (!invitation) return 'Not invited yet';
  if (invitation.isExpired) return 'Invitation expired';
  switch (invitation.status) {
    case 'Pending':
      return 'Invitation sent';
    case 'Declined':
      return 'Invitation declined';
    case 'Revoked':
      return 'Invitation withdrawn';
    default:
      return 'Joined';
  }
}

/** The badge beside the name of a person who has not joined yet. */
export function InvitationBadge({ invitation }: { invitation: TPersonInvitation | undefined }) {
  const isOpen = invitation?.status === 'Pending' && !invitation.isExpired;
  return (
    <Badge size="sm" variant="dot" color={isOpen ? 'yellow' : 'gray'} tt="none">
      {invitationStatusText(invitation)}
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
  if (!invitation) return null;
  const isOpen = invitation.status === 'Pending' && !invitation.isExpired;
  return (
    <>
      <Tooltip label={`Resend the invitation to ${name}`}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`Resend the invitation to ${name}`}
          onClick={() => onAction(invitation.id, 'resend')}
          disabled={isBusy}
        >
          <IconMailForward size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {isOpen ? (
        <Tooltip label={`Withdraw the invitation to ${name}`}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Withdraw the invitation to ${name}`}
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
