import type { TAction } from '../permissions/actions.ts';
import { can } from '../permissions/can.ts';
import type { TRole } from '../permissions/roles.ts';

/** Who looks at or changes a meeting: their person in the organisation and its role. */
export type TMeetingActor = { personId: string; role: TRole };
/** What decides access to one meeting: who is invited. */
export type TMeetingAccessSubject = { inviteeIds: readonly string[] };

/** The roles that see and change every meeting of their organisation. */
export const MEETING_ADMIN_ROLES = ['Owner', 'Admin'] as const satisfies readonly TRole[];

/** Owners and Admins see and change every meeting of their organisation. */
export function isMeetingAdmin(role: TRole): boolean {
  return (MEETING_ADMIN_ROLES as readonly TRole[]).includes(role);
}

/**
 * True when the person may see the meeting: Owner and Admin see every meeting of the
 * organisation; everyone else only the meetings they are invited to.
 */
export function canSeeMeeting(actor: TMeetingActor, meeting: TMeetingAccessSubject): boolean {
  return isMeetingAdmin(actor.role) || meeting.inviteeIds.includes(actor.personId);
}

/**
 * True when the person may do `action` ('meetings.update' or 'meetings.archive') to this
 * meeting: the role allows it (never an Observer) and the person sees the meeting (Owner,
 * Admin, or invited). Web controls and the server's check share this rule.
 */
export function canChangeMeeting(
  actor: TMeetingActor,
  meeting: TMeetingAccessSubject,
  action: Extract<TAction, 'meetings.update' | 'meetings.archive'> = 'meetings.update',
): boolean {
  return can(actor, action) && canSeeMeeting(actor, meeting);
}
