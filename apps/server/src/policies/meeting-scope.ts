import {
  canChangeMeeting,
  canSeeMeeting,
  isMeetingAdmin,
  MEETING_ADMIN_ROLES,
  type TMeetingAccessSubject,
} from '@cairn/domain/meetings/meeting-access';
import type { TAction } from '@cairn/domain/permissions/actions';
import type { TRole } from '@cairn/domain/permissions/roles';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../db/client.ts';
import { meetingInvitees, meetings, people } from '../db/schema/index.ts';

/**
 * THE MEETING SCOPE: who may see and change a meeting, written once. The SQL here and the
 * TypeScript rules of `domain/meetings/meeting-access.ts` say the same thing: Owner and Admin
 * see every meeting of their organisation, everyone else the meetings they are invited to;
 * changing one also needs the role (never an Observer). Every query about "the meetings (or
 * the items of the meetings) this person sees" builds on `visibleMeetingIdsSql`; the policies
 * in `policies/` call these functions, nothing else repeats them.
 */

/** A person working in an organisation, as the meeting scope sees them. */
export type TScopeActor = { orgId: string; person: { id: string; role: TRole } };

/** The ids of the organisation's meetings the actor sees, as a subquery for `in (...)`. */
function visibleMeetingIdsSql(actor: TScopeActor): SQL {
  if (isMeetingAdmin(actor.person.role)) {
    return sql`(select ${meetings.id} from ${meetings} where ${meetings.orgId} = ${actor.orgId})`;
  }
  return sql`(select ${meetingInvitees.meetingId} from ${meetingInvitees} where ${meetingInvitees.orgId} = ${actor.orgId} and ${meetingInvitees.personId} = ${actor.person.id})`;
}

/** `column` (a meeting id) names a meeting the actor sees. */
export function inVisibleMeetingSql(actor: TScopeActor, column: AnyPgColumn | SQL): SQL {
  return sql`${column} in ${visibleMeetingIdsSql(actor)}`;
}

/** The meeting scope as the actor's person sees it (TypeScript side of the same rule). */
const accessActor = (actor: TScopeActor) => ({ personId: actor.person.id, role: actor.person.role });

/** True when the actor may see this meeting (Owner, Admin, or invited). */
export function canSee(actor: TScopeActor, meeting: TMeetingAccessSubject): boolean {
  return canSeeMeeting(accessActor(actor), meeting);
}

/** True when the actor may do `action` to this meeting: the role allows it and they see it. */
export function canChange(
  actor: TScopeActor,
  meeting: TMeetingAccessSubject,
  action: Extract<TAction, 'meetings.update' | 'meetings.archive'> = 'meetings.update',
): boolean {
  return canChangeMeeting(accessActor(actor), meeting, action);
}

/** The ids of the meetings the actor sees (archived ones too: their items stay readable). */
export async function visibleMeetingIds(db: TDbOrTx, actor: TScopeActor): Promise<string[]> {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.orgId, actor.orgId), inVisibleMeetingSql(actor, meetings.id)));
  return rows.map((row) => row.id);
}

/** Every meeting id of the organisation. */
export async function meetingIdsOfOrg(db: TDbOrTx, orgId: string): Promise<string[]> {
  const rows = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.orgId, orgId));
  return rows.map((row) => row.id);
}

/** The people who see one meeting: its invitees and the organisation's Owners and Admins. */
export async function meetingViewerIds(db: TDbOrTx, orgId: string, meetingId: string): Promise<string[]> {
  const invited = sql`${people.id} in (select ${meetingInvitees.personId} from ${meetingInvitees} where ${meetingInvitees.orgId} = ${orgId} and ${meetingInvitees.meetingId} = ${meetingId})`;
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.orgId, orgId), or(inArray(people.role, [...MEETING_ADMIN_ROLES]), invited)));
  return rows.map((row) => row.id);
}
