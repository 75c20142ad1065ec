import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';
import { meetings } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import type { TScopeActor } from './meeting-scope.ts';
import { meetingPolicy } from './meetings.ts';

/** The meeting row a live meeting runs on, as the live-meeting module reads it. */
export type TLiveMeetingSeries = typeof meetings.$inferSelect;

/**
 * The live-meeting policy: a person runs (and hears) the live meeting of a series they see
 * (its invitees, the organisation's Owners and Admins); anyone else gets 404, never a hint that
 * it exists. Changing the live state also needs `content.change` (the route's permission), so an
 * Observer can watch but not act. Archived series have no live meeting.
 */
export const liveMeetingPolicy = {
  /** The condition on `meetings` that finds the series when the actor sees it (for a read that joins more). */
  seriesWhere: (actor: TScopeActor, meetingThreadId: string): SQL =>
    and(
      eq(meetings.id, meetingThreadId),
      eq(meetings.orgId, actor.orgId),
      isNull(meetings.archivedAt),
      meetingPolicy.scope(actor),
    ) as SQL,

  async visibleSeries(db: TDbOrTx, actor: TScopeActor, meetingThreadId: string): Promise<TLiveMeetingSeries> {
    const [row] = await db
      .select()
      .from(meetings)
      .where(liveMeetingPolicy.seriesWhere(actor, meetingThreadId));
    if (!row) throw notFound('meeting');
    return row;
  },
};
