import { averageRating, meetingElapsedMs } from '@cairn/domain/live-meeting/live-meeting-rules';
import type { TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { and, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import {
  headlines,
  issues,
  meetingChecklists,
  meetingOccurrences,
  people,
  rockMeetings,
  rocks,
  type TMeetingSummary,
  todos,
} from '../../db/schema/index.ts';

type TTitled = { id: string; title: string };

async function titlesOf(
  tx: TDbOrTx,
  table: typeof issues | typeof headlines,
  orgId: string,
  ids: string[],
): Promise<TTitled[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(and(eq(table.orgId, orgId), inArray(table.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The series' rocks (its own and those shown on it), on and off track. */
async function rockCounts(tx: TDbOrTx, orgId: string, meetingThreadId: string) {
  const shown = tx
    .select({ id: rockMeetings.rockId })
    .from(rockMeetings)
    .where(and(eq(rockMeetings.orgId, orgId), eq(rockMeetings.meetingId, meetingThreadId)));
  const rows = await tx
    .select({ status: rocks.status })
    .from(rocks)
    .where(
      and(
        eq(rocks.orgId, orgId),
        isNull(rocks.deletedAt),
        or(eq(rocks.meetingId, meetingThreadId), inArray(rocks.id, shown)),
        inArray(rocks.status, ['OnTrack', 'OffTrack']),
      ),
    );
  const onTrack = rows.filter((row) => row.status === 'OnTrack').length;
  const offTrack = rows.length - onTrack;
  return {
    onTrack,
    offTrack,
    onTrackPercent: rows.length ? Math.round((onTrack / rows.length) * 100) : null,
  };
}

/**
 * The frozen record of an ended meeting (issue #12 "End"): date, duration, each section's time,
 * attendees and ratings, to-dos added and completed since it started, issues solved, headlines
 * reviewed, the rocks on/off track and the scorecard as it stood (read before the transaction).
 */
export async function buildSummary(
  tx: TDbOrTx,
  orgId: string,
  state: TLiveState,
  input: { now: number; scorecard: unknown },
): Promise<TMeetingSummary> {
  const startedAt = new Date(state.started ?? input.now);
  const attendeeIds = state.attendees.map((a) => a.personId);
  const names = attendeeIds.length
    ? await tx
        .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, attendeeIds)))
    : [];
  const nameOf = new Map(names.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  const meetingTodos = and(
    eq(todos.orgId, orgId),
    eq(todos.meetingId, state.meetingThreadId),
    isNull(todos.deletedAt),
  );
  const todosAdded = await tx
    .select({ id: todos.id, title: todos.title })
    .from(todos)
    .where(and(meetingTodos, gte(todos.createdAt, startedAt)))
    .orderBy(todos.createdAt);
  const todosCompleted = await tx
    .select({ id: todos.id, title: todos.title })
    .from(todos)
    .where(and(meetingTodos, eq(todos.status, 'Done'), gte(todos.completedAt, startedAt)))
    .orderBy(todos.completedAt);
  return {
    date: startedAt.toISOString(),
    durationMs: meetingElapsedMs(state, input.now),
    sections: state.agenda.map(({ id, name, lengthInMinutes, elapsedMs }) => ({
      id,
      name,
      lengthInMinutes,
      elapsedMs,
    })),
    attendees: state.attendees.map((a) => ({
      personId: a.personId,
      name: nameOf.get(a.personId) ?? '',
      rating: a.rating,
      isInRoom: a.presence === 'InRoom',
    })),
    averageRating: averageRating(state.attendees.map((a) => a.rating)),
    todosAdded,
    todosCompleted,
    issuesSolved: await titlesOf(tx, issues, orgId, state.solvedIssueIds),
    headlinesReviewed: await titlesOf(tx, headlines, orgId, state.reviewedHeadlineIds),
    rocks: await rockCounts(tx, orgId, state.meetingThreadId),
    scorecard: input.scorecard,
  };
}

/** Writes the summary into the occurrence `start` made (or a new one when it never started). */
export async function freezeOccurrence(
  tx: TDbOrTx,
  orgId: string,
  state: TLiveState,
  summary: TMeetingSummary,
  now: number,
): Promise<string> {
  const values = {
    endedAt: new Date(now),
    durationMs: summary.durationMs,
    averageRating: summary.averageRating,
    summary,
  };
  if (state.meetingId) {
    await tx
      .update(meetingOccurrences)
      .set(values)
      .where(and(eq(meetingOccurrences.id, state.meetingId), eq(meetingOccurrences.orgId, orgId)));
    return state.meetingId;
  }
  const [row] = await tx
    .insert(meetingOccurrences)
    .values({ orgId, meetingId: state.meetingThreadId, startedAt: new Date(summary.date), ...values })
    .returning({ id: meetingOccurrences.id });
  return row?.id ?? '';
}

/** After each meeting the series' checklist starts unticked again. */
export async function resetChecklist(tx: TDbOrTx, orgId: string, meetingThreadId: string): Promise<void> {
  const [row] = await tx
    .select()
    .from(meetingChecklists)
    .where(and(eq(meetingChecklists.orgId, orgId), eq(meetingChecklists.meetingId, meetingThreadId)));
  if (!row) return;
  await tx
    .update(meetingChecklists)
    .set({ items: row.items.map((item) => ({ ...item, done: false })), updatedAt: new Date() })
    .where(eq(meetingChecklists.id, row.id));
}
