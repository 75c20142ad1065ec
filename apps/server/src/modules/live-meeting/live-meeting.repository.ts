import type { TLiveAttendeeState, TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { liveMeetingAttendees, liveMeetings, people } from '../../db/schema/index.ts';

type TLiveRow = typeof liveMeetings.$inferSelect;

/** A series' live state as stored: the row's id and version, and the state the transitions see. */
export type TStoredLive = {
  id: string;
  version: number;
  state: TLiveState;
  /** The attendees' avatars, when read with the state (the answer needs them; none asked again). */
  avatarUrls?: ReadonlyMap<string, string | null>;
};

/** An attendee as the live row's read answers it: the transitions' fields and the avatar. */
type TAttendeeRead = TLiveAttendeeState & { avatarUrl: string | null };

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const dateOrNull = (iso: string | null) => (iso ? new Date(iso) : null);

/** The transitions' state of a live row and its attendees (attendees in the order they came). */
function toState(row: TLiveRow, attendees: readonly TLiveAttendeeState[]): TLiveState {
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

/**
 * Inserts attendees after those already stored, in the state's order: each new row's `joinedAt`
 * follows the latest stored one (read by the database, so two nodes' clocks never reorder them).
 */
async function insertAttendees(
  tx: TDbOrTx,
  orgId: string,
  liveMeetingId: string,
  attendees: readonly TLiveAttendeeState[],
) {
  if (attendees.length === 0) return;
  const latest = sql`coalesce((select max(joined_at) from live_meeting_attendees
    where live_meeting_id = ${liveMeetingId}), now())`;
  await tx.insert(liveMeetingAttendees).values(
    attendees.map((a, order) => ({
      liveMeetingId,
      orgId,
      personId: a.personId,
      presence: a.presence,
      segueStatus: a.segueStatus,
      rating: a.rating,
      joinedAt: sql`${latest} + ${order + 1} * interval '1 millisecond'`,
    })),
  );
}

const sameAttendee = (a: TLiveAttendeeState, b: TLiveAttendeeState) =>
  a.presence === b.presence && a.segueStatus === b.segueStatus && a.rating === b.rating;

/**
 * Writes only the attendees an action changed (a rating is one row, not the whole list again):
 * the transitions change attendees in place and add new ones at the end.
 */
async function writeAttendeeChanges(
  tx: TDbOrTx,
  orgId: string,
  liveMeetingId: string,
  before: readonly TLiveAttendeeState[],
  after: readonly TLiveAttendeeState[],
) {
  const previous = new Map(before.map((a) => [a.personId, a]));
  const kept = new Set(after.map((a) => a.personId));
  const gone = before.filter((a) => !kept.has(a.personId)).map((a) => a.personId);
  if (gone.length)
    await tx
      .delete(liveMeetingAttendees)
      .where(
        and(
          eq(liveMeetingAttendees.liveMeetingId, liveMeetingId),
          inArray(liveMeetingAttendees.personId, gone),
        ),
      );
  for (const a of after) {
    const was = previous.get(a.personId);
    if (!was || sameAttendee(was, a)) continue;
    await tx
      .update(liveMeetingAttendees)
      .set({ presence: a.presence, segueStatus: a.segueStatus, rating: a.rating })
      .where(
        and(
          eq(liveMeetingAttendees.liveMeetingId, liveMeetingId),
          eq(liveMeetingAttendees.personId, a.personId),
        ),
      );
  }
  await insertAttendees(
    tx,
    orgId,
    liveMeetingId,
    after.filter((a) => !previous.has(a.personId)),
  );
}

/**
 * The attendees of the live row, in arrival order, with their avatars: one sub-select of the row's
 * read (the outer column written out: drizzle leaves a lone table's columns unqualified).
 */
export const attendeesOfRow = sql<TAttendeeRead[]>`coalesce((
  select json_agg(json_build_object(
    'personId', a.person_id, 'rating', a.rating, 'segueStatus', a.segue_status,
    'presence', a.presence, 'avatarUrl', p.avatar_url) order by a.joined_at)
  from ${liveMeetingAttendees} a left join ${people} p on p.id = a.person_id and p.org_id = a.org_id
  where a.live_meeting_id = live_meetings.id), '[]'::json)`;

/**
 * The live state of a series in the organisation with its attendees and their avatars (one
 * statement), or null when no meeting is live. Actions read it unlocked and write with the
 * version read (`saveLive`); only an action that lost that race reads it again with `lock`.
 */
export async function findLive(
  tx: TDbOrTx,
  orgId: string,
  meetingThreadId: string,
  options: { lock?: boolean } = {},
): Promise<TStoredLive | null> {
  const query = tx
    .select({ ...getTableColumns(liveMeetings), attendees: attendeesOfRow })
    .from(liveMeetings)
    .where(and(eq(liveMeetings.orgId, orgId), eq(liveMeetings.meetingId, meetingThreadId)));
  const [found] = options.lock ? await query.for('update') : await query;
  if (!found) return null;
  const { attendees, ...row } = found;
  return storedOf(row, attendees);
}

/** The stored live state of a row and its attendees as `attendeesOfRow` reads them. */
export function storedOf(row: TLiveRow, read: readonly TAttendeeRead[]): TStoredLive {
  const attendees = read.map(({ avatarUrl: _, ...a }) => a);
  const avatarUrls = new Map(read.map((a) => [a.personId, a.avatarUrl]));
  return { id: row.id, version: row.version, state: toState(row, attendees), avatarUrls };
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
  await insertAttendees(tx, orgId, row.id, state.attendees);
  return { id: row.id, version: row.version, state };
}

/**
 * Writes the next state while the row is still at the version read, bumping it, and the
 * attendees that changed from the state read; null when another action got there first (the
 * caller reads again). The row stays locked by this update until the transaction ends.
 */
export async function saveLive(
  tx: TDbOrTx,
  orgId: string,
  target: TStoredLive,
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
  await writeAttendeeChanges(tx, orgId, target.id, target.state.attendees, state.attendees);
  return { id: target.id, version: row.version, state };
}

/**
 * Removes a series' live state (the meeting ended; its occurrence row keeps the history) while
 * it is still at `version` when given; false when another action changed or removed it first.
 */
export async function deleteLive(tx: TDbOrTx, orgId: string, id: string, version?: number): Promise<boolean> {
  const removed = await tx
    .delete(liveMeetings)
    .where(
      and(
        eq(liveMeetings.id, id),
        eq(liveMeetings.orgId, orgId),
        version === undefined ? undefined : eq(liveMeetings.version, version),
      ),
    )
    .returning({ id: liveMeetings.id });
  return removed.length > 0;
}
