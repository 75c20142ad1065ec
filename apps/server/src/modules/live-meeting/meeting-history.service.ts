import type { TMeetingHistoryQuery } from '@cairn/domain/live-meeting/live-meeting-history.schemas';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { meetingOccurrences, meetings } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import type { TItemActor } from '../traction-items/index.ts';

type TOccurrence = typeof meetingOccurrences.$inferSelect;

/** An ended occurrence as the history list shows it. */
function historyItem(row: TOccurrence) {
  const summary = row.summary;
  return {
    meetingId: row.id,
    date: row.startedAt.toISOString(),
    durationMs: row.durationMs ?? 0,
    attendeeCount: summary?.attendees.length ?? 0,
    averageRating: row.averageRating === null ? null : Math.round(row.averageRating * 10) / 10,
    todosAdded: summary?.todosAdded.length ?? 0,
    todosCompleted: summary?.todosCompleted.length ?? 0,
    issuesSolved: summary?.issuesSolved.length ?? 0,
    headlinesReviewed: summary?.headlinesReviewed.length ?? 0,
  };
}

/**
 * Past meetings of a series (`GET meetings/{meetingThreadId}/history`, newest first, paged) and
 * one ended meeting's frozen summary (`GET meeting-summary/{meetingId}`). Both for those who see
 * the series (archived ones too: history stays readable); anyone else gets 404.
 */
export function createMeetingHistoryService(db: TDb) {
  async function visibleSeries(actor: TItemActor, meetingThreadId: string) {
    const [row] = await db
      .select({ id: meetings.id, title: meetings.title })
      .from(meetings)
      .where(
        and(eq(meetings.id, meetingThreadId), eq(meetings.orgId, actor.orgId), meetingPolicy.scope(actor)),
      );
    if (!row) throw notFound('meeting');
    return row;
  }

  return {
    async history(actor: TItemActor, meetingThreadId: string, query: TMeetingHistoryQuery) {
      await visibleSeries(actor, meetingThreadId);
      const ended = and(
        eq(meetingOccurrences.orgId, actor.orgId),
        eq(meetingOccurrences.meetingId, meetingThreadId),
        isNotNull(meetingOccurrences.endedAt),
      );
      const [total] = await db.select({ n: count() }).from(meetingOccurrences).where(ended);
      const rows = await db
        .select()
        .from(meetingOccurrences)
        .where(ended)
        .orderBy(desc(meetingOccurrences.startedAt), desc(meetingOccurrences.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        items: rows.map(historyItem),
        page: query.page,
        pageSize: query.pageSize,
        total: total?.n ?? 0,
      };
    },

    async summary(actor: TItemActor, meetingId: string) {
      const [row] = await db
        .select()
        .from(meetingOccurrences)
        .where(and(eq(meetingOccurrences.id, meetingId), eq(meetingOccurrences.orgId, actor.orgId)));
      if (!row?.summary || !row.endedAt) throw notFound('meeting');
      const series = await visibleSeries(actor, row.meetingId).catch(() => {
        throw notFound('meeting');
      });
      return {
        meetingId: row.id,
        meetingThreadId: row.meetingId,
        title: series.title,
        startedAt: row.startedAt.toISOString(),
        endedAt: row.endedAt.toISOString(),
        durationMs: row.durationMs ?? 0,
        averageRating: row.averageRating === null ? null : Math.round(row.averageRating * 10) / 10,
        summary: row.summary,
      };
    },
  };
}
