import type { TPersonInvitation, TSentInvitation } from '@cairn/domain/people/invitations.schemas';
import type { TInvitationRow } from './invitations.repository.ts';

/** An invitation as the inviter's `POST invitations` answer lists it. */
export function presentSentInvitation(row: TInvitationRow): TSentInvitation {
  return { id: row.id, email: row.email, status: row.status };
}

/** A person's invitation as the licence page lists it. */
export function presentPersonInvitation(row: TInvitationRow, now = new Date()): TPersonInvitation {
  return {
    ...presentSentInvitation(row),
    personId: row.personId,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.status === 'Pending' && row.expiresAt.getTime() <= now.getTime(),
  };
}
