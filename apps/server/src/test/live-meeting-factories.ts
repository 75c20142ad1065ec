import type { TDb } from '../db/client.ts';
import { meetingOccurrences, type TMeetingSummary } from '../db/schema/index.ts';

/** A summary with nothing in it but the date and a duration (what a short meeting freezes). */
export function emptySummary(date: Date, durationMs: number): TMeetingSummary {
  return {
    date: date.toISOString(),
    durationMs,
    sections: [],
    attendees: [],
    averageRating: null,
    todosAdded: [],
    todosCompleted: [],
    issuesSolved: [],
    headlinesReviewed: [],
    rocks: { onTrack: 0, offTrack: 0, onTrackPercent: null },
    scorecard: null,
  };
}

/** An ended occurrence of the meeting series `meetingId`, written straight to the database. */
export async function buildEndedOccurrence(
  db: TDb,
  orgId: string,
  meetingId: string,
  startedAt = new Date(),
) {
  const durationMs = 60_000;
  const [row] = await db
    .insert(meetingOccurrences)
    .values({
      orgId,
      meetingId,
      startedAt,
      endedAt: new Date(startedAt.getTime() + durationMs),
      durationMs,
      summary: emptySummary(startedAt, durationMs),
    })
    .returning();
  if (!row) throw new Error('occurrence not stored');
  return row;
}
