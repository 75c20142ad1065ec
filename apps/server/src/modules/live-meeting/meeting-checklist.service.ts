import type { TUpdateChecklistRequest } from '@cairn/domain/live-meeting/live-meeting-history.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { meetingChecklists, type TChecklistItem } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { liveMeetingPolicy } from '../../policies/live-meeting.ts';
import type { TItemActor } from '../traction-items/index.ts';

/** The list a series starts with until someone edits it. */
export const DEFAULT_CHECKLIST: readonly TChecklistItem[] = [
  { id: 'scorecard', text: 'Scorecard filled in', done: false },
  { id: 'rocks', text: 'Rocks updated on or off track', done: false },
  { id: 'todos', text: 'To-dos marked done or not done', done: false },
  { id: 'issues', text: 'Issues added to the list', done: false },
  { id: 'headlines', text: 'Headlines added', done: false },
];

type TChecklistRow = typeof meetingChecklists.$inferSelect;

const present = (meetingId: string, row: TChecklistRow | undefined) => ({
  meetingId,
  items: row?.items ?? [...DEFAULT_CHECKLIST],
  version: row?.version ?? 0,
});

/**
 * The meeting checklist (002 §7): a short pre-meeting list per series, read by whoever sees the
 * meeting, edited and reset by those who may change content in it; `end` resets it too.
 */
export function createMeetingChecklistService(deps: TChangeDeps) {
  const find = async (tx: TDbOrTx, orgId: string, meetingId: string, lock = false) => {
    const query = tx
      .select()
      .from(meetingChecklists)
      .where(and(eq(meetingChecklists.orgId, orgId), eq(meetingChecklists.meetingId, meetingId)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };

  /** Writes the items (the row made on first write), bumping the version; `version` checked when sent. */
  async function write(
    actor: TItemActor,
    meetingId: string,
    items: (row?: TChecklistRow) => TChecklistItem[],
    version?: number,
  ) {
    await liveMeetingPolicy.visibleSeries(deps.db, actor, meetingId);
    return runChange(deps, actor, async (tx, record) => {
      const row = await find(tx, actor.orgId, meetingId, true);
      if (version !== undefined && version !== (row?.version ?? 0)) throw conflict();
      const next = items(row);
      const [saved] = row
        ? await tx
            .update(meetingChecklists)
            .set({ items: next, version: sql`${meetingChecklists.version} + 1`, updatedAt: new Date() })
            .where(eq(meetingChecklists.id, row.id))
            .returning()
        : await tx
            .insert(meetingChecklists)
            .values({ orgId: actor.orgId, meetingId, items: next, version: 1 })
            .returning();
      await record({
        entityType: 'meeting',
        entityId: meetingId,
        action: 'updated',
        data: { checklist: next },
        // Every open screen of the meeting shows the list: a tick elsewhere refreshes it.
        live: { verb: 'Updated', meetingIds: [meetingId] },
      });
      return present(meetingId, saved);
    });
  }

  return {
    async get(actor: TItemActor, meetingId: string) {
      await liveMeetingPolicy.visibleSeries(deps.db, actor, meetingId);
      return present(meetingId, await find(deps.db, actor.orgId, meetingId));
    },
    update: (actor: TItemActor, meetingId: string, input: TUpdateChecklistRequest) =>
      write(actor, meetingId, () => input.items, input.version),
    reset: (actor: TItemActor, meetingId: string) =>
      write(actor, meetingId, (row) =>
        (row?.items ?? [...DEFAULT_CHECKLIST]).map((item) => ({ ...item, done: false })),
      ),
  };
}
