import type { TMeetingHistoryQuery } from '@cairn/domain/live-meeting/live-meeting-history.schemas';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { meetingOccurrences, meetings, quarterlySessions } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import type { TItemActor } from '../traction-items/index.ts';

type TOccurrence = typeof meetingOccurrences.$inferSelect;
type TQuarterlySession = typeof quarterlySessions.$inferSelect;

/** An ended occurrence as the history list shows it. */
function historyItem(row: TOccurrence) {
  const summary = row.summary;
  return {
    kind: 'meeting' as const,
    quarter: null,
    rockCompletionRate: null,
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

/** An ended quarterly session (issue 32) as the history list shows it: its quarter, attendees and completion. */
function quarterlyItem(row: TQuarterlySession) {
  const endedAt = row.endedAt ?? row.startedAt;
  return {
    kind: 'quarterly' as const,
    quarter: row.quarter,
    rockCompletionRate: row.result?.completion.rate ?? null,
    meetingId: row.id,
    date: row.startedAt.toISOString(),
    durationMs: Math.max(0, endedAt.getTime() - row.startedAt.getTime()),
    attendeeCount: row.result?.attendees.length ?? 0,
    averageRating: null,
    todosAdded: 0,
    todosCompleted: 0,
    issuesSolved: 0,
    headlinesReviewed: 0,
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
      const endedSessions = and(
        eq(quarterlySessions.orgId, actor.orgId),
        eq(quarterlySessions.meetingId, meetingThreadId),
        isNotNull(quarterlySessions.endedAt),
      );
      // Level 10s and quarterly sessions in one list: their dates (a few hundred a series at
      // most) are merged here, then only the page's rows are read.
      const [meetingDates, sessionDates] = [
        await db
          .select({ id: meetingOccurrences.id, at: meetingOccurrences.startedAt })
          .from(meetingOccurrences)
          .where(ended),
        await db
          .select({ id: quarterlySessions.id, at: quarterlySessions.startedAt })
          .from(quarterlySessions)
          .where(endedSessions),
      ];
      const all = [
        ...meetingDates.map((row) => ({ ...row, kind: 'meeting' as const })),
        ...sessionDates.map((row) => ({ ...row, kind: 'quarterly' as const })),
      ].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
      const page = all.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      const idsOf = (kind: 'meeting' | 'quarterly') =>
        page.filter((row) => row.kind === kind).map((row) => row.id);
      const occurrenceIds = idsOf('meeting');
      const sessionIds = idsOf('quarterly');
      const items = new Map<string, ReturnType<typeof historyItem> | ReturnType<typeof quarterlyItem>>();
      if (occurrenceIds.length)
        for (const row of await db
          .select()
          .from(meetingOccurrences)
          .where(and(ended, inArray(meetingOccurrences.id, occurrenceIds))))
          items.set(row.id, historyItem(row));
      if (sessionIds.length)
        for (const row of await db
          .select()
          .from(quarterlySessions)
          .where(and(endedSessions, inArray(quarterlySessions.id, sessionIds))))
          items.set(row.id, quarterlyItem(row));
      return {
        items: page.map((row) => items.get(row.id)).filter((item) => item !== undefined),
        page: query.page,
        pageSize: query.pageSize,
        total: all.length,
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
