import type { TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { meetingInvitees, meetingOccurrences } from '../../db/schema/index.ts';

/**
 * The room of a team that meets in one place (issue 35): who may be marked in it (the series'
 * invitees) and who was in it when the series last met, so a new meeting starts with them.
 */

/** The series' invitees: the only people the scribe can mark in the room. */
export async function inviteeIdsOf(tx: TDbOrTx, orgId: string, meetingThreadId: string): Promise<string[]> {
  const rows = await tx
    .select({ personId: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(and(eq(meetingInvitees.orgId, orgId), eq(meetingInvitees.meetingId, meetingThreadId)));
  return rows.map((row) => row.personId);
}

/** Who was marked in the room when the series' last meeting ended (none before it ever ended). */
async function inRoomLastTime(tx: TDbOrTx, orgId: string, meetingThreadId: string): Promise<string[]> {
  const [last] = await tx
    .select({ summary: meetingOccurrences.summary })
    .from(meetingOccurrences)
    .where(
      and(
        eq(meetingOccurrences.orgId, orgId),
        eq(meetingOccurrences.meetingId, meetingThreadId),
        isNotNull(meetingOccurrences.endedAt),
      ),
    )
    .orderBy(desc(meetingOccurrences.endedAt))
    .limit(1);
  return (last?.summary?.attendees ?? []).filter((a) => a.isInRoom).map((a) => a.personId);
}

/**
 * A new live meeting with last time's room already marked: those still invited are in the room
 * (the scribe marks anyone absent as gone, and anyone who opens the meeting shows online).
 */
export async function withLastRoom(tx: TDbOrTx, orgId: string, state: TLiveState): Promise<TLiveState> {
  const [invited, lastRoom] = await Promise.all([
    inviteeIdsOf(tx, orgId, state.meetingThreadId),
    inRoomLastTime(tx, orgId, state.meetingThreadId),
  ]);
  const room = lastRoom.filter((personId) => invited.includes(personId));
  return {
    ...state,
    attendees: room.map((personId) => ({
      personId,
      rating: null,
      segueStatus: 'Waiting',
      presence: 'InRoom',
    })),
  };
}
