import type { TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { liveMeetingAttendees, liveMeetings } from '../../db/schema/index.ts';

type TLiveRow = typeof liveMeetings.$inferSelect;
type TAttendeeRow = typeof liveMeetingAttendees.$inferSelect;

/** A series' live state as stored: the row's id and version, and the state the transitions see. */
export type TStoredLive = { id: string; version: number; state: TLiveState };

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const dateOrNull = (iso: string | null) => (iso ? new Date(iso) : null);

/** The transitions' state of a live row and its attendees (attendees in the order they came). */
function toState(row: TLiveRow, attendees: TAttendeeRow[]): TLiveState {
  return {
    meetingId: row.occurrenceId,
    meetingThreadId: row.meetingId,
    scribePersonId: row.scribePersonId,
    agendaName: row.agendaName,
    status: row.status,
    started: isoOrNull(row.startedAt),
    pausedAt: isoOrNull(row.pausedAt),
    pausedMs: row.pausedMs,
    attendees: attendees.map((a) => ({
      personId: a.personId,
      rating: a.rating,
      segueStatus: a.segueStatus,
      presence: a.presence,
    })),
    agenda: row.agenda.map((item, index) => ({ ...item, isActive: index === row.agendaIndex })),
    agendaIndex: row.agendaIndex,
    selectedAttendeeId: row.selectedAttendeeId,
    focusIndex: row.focusIndex,
    prevFocusIndex: row.prevFocusIndex,
    idsStatus: row.idsStatus,
    focusIssueIds: row.focusIssueIds,
    discussedIssueIds: row.discussedIssueIds,
    solvedIssueIds: row.solvedIssueIds,
    reviewedHeadlineIds: row.reviewedHeadlineIds,
    completedTodoIds: row.completedTodoIds,
    addedTodoIds: row.addedTodoIds,
    issueCount: row.issueCount,
    settings: { sendRecapEmail: row.sendRecapEmail, clearMeetingItems: row.clearMeetingItems },
  };
}

/** The row's columns of a state (everything but the keys and the version). */
function toColumns(state: TLiveState) {
  return {
    occurrenceId: state.meetingId,
    status: state.status,
    scribePersonId: state.scribePersonId,
    agendaName: state.agendaName,
    agenda: state.agenda.map(({ id, name, lengthInMinutes, elapsedMs, activeSince }) => ({
      id,
      name,
      lengthInMinutes,
      elapsedMs,
      activeSince,
    })),
    agendaIndex: state.agendaIndex,
    startedAt: dateOrNull(state.started),
    pausedAt: dateOrNull(state.pausedAt),
    pausedMs: state.pausedMs,
    selectedAttendeeId: state.selectedAttendeeId,
    focusIndex: state.focusIndex,
    prevFocusIndex: state.prevFocusIndex,
    idsStatus: state.idsStatus,
    focusIssueIds: state.focusIssueIds,
    discussedIssueIds: state.discussedIssueIds,
    solvedIssueIds: state.solvedIssueIds,
    reviewedHeadlineIds: state.reviewedHeadlineIds,
    completedTodoIds: state.completedTodoIds,
    addedTodoIds: state.addedTodoIds,
    issueCount: state.issueCount,
    sendRecapEmail: state.settings.sendRecapEmail,
    clearMeetingItems: state.settings.clearMeetingItems,
  };
}

async function writeAttendees(tx: TDbOrTx, orgId: string, liveMeetingId: string, state: TLiveState) {
  await tx.delete(liveMeetingAttendees).where(eq(liveMeetingAttendees.liveMeetingId, liveMeetingId));
  if (state.attendees.length === 0) return;
  const joinedAt = Date.now();
  await tx.insert(liveMeetingAttendees).values(
    state.attendees.map((a, order) => ({
      liveMeetingId,
      orgId,
      personId: a.personId,
      presence: a.presence,
      segueStatus: a.segueStatus,
      rating: a.rating,
      /** Keeps the arrival order when rewritten. */
      joinedAt: new Date(joinedAt + order),
    })),
  );
}

/**
 * The live state of a series in the organisation, or null when no meeting is live. `forUpdate`
 * locks the row for the action's transaction, so two actions on one meeting run one after the other.
 */
export async function findLive(
  tx: TDbOrTx,
  orgId: string,
  meetingThreadId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TStoredLive | null> {
  const query = tx
    .select()
    .from(liveMeetings)
    .where(and(eq(liveMeetings.orgId, orgId), eq(liveMeetings.meetingId, meetingThreadId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const attendees = await tx
    .select()
    .from(liveMeetingAttendees)
    .where(eq(liveMeetingAttendees.liveMeetingId, row.id))
    .orderBy(liveMeetingAttendees.joinedAt);
  return { id: row.id, version: row.version, state: toState(row, attendees) };
}

/**
 * Stores a new live state for a series (its first join). Answers null when another request made
 * it first (one live row per series), so the caller reads that one instead.
 */
export async function insertLive(tx: TDbOrTx, orgId: string, state: TLiveState): Promise<TStoredLive | null> {
  const [row] = await tx
    .insert(liveMeetings)
    .values({ orgId, meetingId: state.meetingThreadId, ...toColumns(state) })
    .onConflictDoNothing({ target: liveMeetings.meetingId })
    .returning();
  if (!row) return null;
  await writeAttendees(tx, orgId, row.id, state);
  return { id: row.id, version: row.version, state };
}

/**
 * Writes the next state while the row is still at `version`, bumping it; null when another
 * action got there first (the caller answers 409 or the current state).
 */
export async function saveLive(
  tx: TDbOrTx,
  orgId: string,
  target: { id: string; version: number },
  state: TLiveState,
): Promise<TStoredLive | null> {
  const [row] = await tx
    .update(liveMeetings)
    .set({ ...toColumns(state), version: sql`${liveMeetings.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(liveMeetings.id, target.id),
        eq(liveMeetings.orgId, orgId),
        eq(liveMeetings.version, target.version),
      ),
    )
    .returning({ version: liveMeetings.version });
  if (!row) return null;
  await writeAttendees(tx, orgId, target.id, state);
  return { id: target.id, version: row.version, state };
}

/** Removes a series' live state (the meeting ended; its occurrence row keeps the history). */
export async function deleteLive(tx: TDbOrTx, orgId: string, id: string): Promise<void> {
  await tx.delete(liveMeetings).where(and(eq(liveMeetings.id, id), eq(liveMeetings.orgId, orgId)));
}
