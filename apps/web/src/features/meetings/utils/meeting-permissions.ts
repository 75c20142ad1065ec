import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { canChangeMeeting, type TMeetingAccessSubject } from '@cairn/domain/meetings/meeting-access';
import { can } from '@cairn/domain/permissions/can';

/** What the signed-in person may do with meetings (the same rules the server checks). */
export type TMeetingPermissions = {
  /** Creates meetings: everyone but Observers. */
  canCreate: boolean;
  /** Marks the leadership team meeting: Owner and Admin. */
  canMarkLeadership: boolean;
  /** Edits this meeting (title, invitees, agenda, schedule, colour, owner). */
  canEdit: (meeting: TMeetingAccessSubject) => boolean;
  /** Archives this meeting. */
  canArchive: (meeting: TMeetingAccessSubject) => boolean;
};

/**
 * The meeting permissions of a session's person (`meeting-access.ts` and `can()`), so every
 * control hides for those who may not use it: Observers never see create or edit controls.
 */
export function meetingPermissionsOf(person: TSessionAnswer['person']): TMeetingPermissions {
  if (!person) {
    return { canCreate: false, canMarkLeadership: false, canEdit: () => false, canArchive: () => false };
  }
  const actor = { personId: person.id, role: person.role };
  return {
    canCreate: can(person, 'meetings.create'),
    canMarkLeadership: can(person, 'org.update'),
    canEdit: (meeting) => canChangeMeeting(actor, meeting, 'meetings.update'),
    canArchive: (meeting) => canChangeMeeting(actor, meeting, 'meetings.archive'),
  };
}
