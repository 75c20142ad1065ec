import { isMeetingAdmin } from '../meetings/meeting-access.ts';
import type { TRole } from '../permissions/roles.ts';

/** Who assigns an item: their person and role in the organisation. */
export type TAssigner = { personId: string; role: TRole };

/**
 * True when the assigner may make `candidateId` the owner of an item (000 §6): Owners and
 * Admins may choose anyone (of the meeting, checked separately); everyone else only themselves
 * or the item's current owner (`currentOwnerId`, null for a new item). Owner pickers offer
 * exactly these people; the server refuses anyone else.
 */
export function canAssignOwner(
  assigner: TAssigner,
  candidateId: string,
  currentOwnerId: string | null,
): boolean {
  return isMeetingAdmin(assigner.role) || candidateId === assigner.personId || candidateId === currentOwnerId;
}

/**
 * The people an owner picker offers: of `candidateIds` (the meeting's invitees, or the
 * organisation's people for an item without a meeting), those the assigner may choose.
 */
export function assignableOwnerIds(
  assigner: TAssigner,
  candidateIds: readonly string[],
  currentOwnerId: string | null,
): string[] {
  return candidateIds.filter((id) => canAssignOwner(assigner, id, currentOwnerId));
}
