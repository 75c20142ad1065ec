import { todayIn } from '@cairn/domain/common/clock';
import { OPEN_HEADLINE_STATUSES } from '@cairn/domain/headlines/headlines.constants';
import { SEARCH_WINDOW_MAX } from '@cairn/domain/search/search.constants';
import { OPEN_TODO_STATUSES } from '@cairn/domain/todos/todos.constants';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { meetings } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import type { createHeadlinesService } from '../headlines/index.ts';
import type { createIssuesService } from '../issues/index.ts';
import type { createRocksService } from '../rocks/index.ts';
import type { createTodosService } from '../todos/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { personNames } from './pdf-brand.ts';
import type { TPdfItem, TPdfList } from './pdf-jobs.ts';

/** The item services whose searches the meeting page lists come from. */
export type TPdfItemServices = {
  todos: ReturnType<typeof createTodosService>;
  issues: ReturnType<typeof createIssuesService>;
  rocks: ReturnType<typeof createRocksService>;
  headlines: ReturnType<typeof createHeadlinesService>;
};

/** A list longer than this prints its first rows (a meeting's open list is far shorter). */
const LIST_ROWS_MAX = 10 * SEARCH_WINDOW_MAX;

type TRow = {
  title: string;
  ownerPersonId: string | null;
  status: string;
  contentHtml: string;
  dueDate?: string | null;
};

/** Every row of a search, a window at a time (the search's own window limit). */
async function everyRow<R>(page: (startIndex: number, endIndex: number) => Promise<{ items: R[] }>) {
  const rows: R[] = [];
  while (rows.length < LIST_ROWS_MAX) {
    const { items } = await page(rows.length, rows.length + SEARCH_WINDOW_MAX - 1);
    rows.push(...items);
    if (items.length < SEARCH_WINDOW_MAX) break;
  }
  return rows;
}

/** The meeting series the actor sees, with its scorecard (404 otherwise, as for another organisation's). */
export async function visibleSeries(db: TDb, actor: TItemActor, meetingId: string) {
  const [series] = await db
    .select({ id: meetings.id, title: meetings.title, scorecardId: meetings.scorecardId })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.orgId, actor.orgId), meetingPolicy.scope(actor)));
  if (!series) throw notFound('meeting');
  return series;
}

/**
 * The open list of a meeting as its page shows it (the same searches, so the same read rules:
 * a private item the caller may not see is not printed): to-dos open, by due date; issues
 * open; rocks on or off track, by due date then title; headlines to review.
 */
export function createMeetingListReads(db: TDb, services: TPdfItemServices) {
  const window = (startIndex: number, endIndex: number) => ({
    startIndex,
    endIndex,
    includeTotalCount: false,
  });

  async function rowsOf(actor: TItemActor, type: TPdfList['type'], meetingId: string): Promise<TRow[]> {
    const traction = { 'traction-ids': [meetingId] };
    const today = todayIn(new Date(), actor.clock.timeZone);
    switch (type) {
      case 'todos':
        return everyRow((start, end) =>
          services.todos.search(
            actor,
            { ...window(start, end), filters: { ...traction, status: [...OPEN_TODO_STATUSES] }, sorts: [] },
            today,
          ),
        );
      case 'issues':
        return everyRow((start, end) =>
          services.issues.search(actor, {
            ...window(start, end),
            filters: { ...traction, status: ['Open'] },
            sorts: [],
          }),
        );
      case 'rocks':
        return everyRow((start, end) =>
          services.rocks.search(actor, {
            ...window(start, end),
            filters: { ...traction, status: ['OnTrack', 'OffTrack'] },
            sorts: [
              { property: 'dueDate', ascending: true },
              { property: 'title', ascending: true },
            ],
          }),
        );
      case 'headlines':
        return everyRow((start, end) =>
          services.headlines.search(actor, {
            ...window(start, end),
            filters: { ...traction, status: [...OPEN_HEADLINE_STATUSES] },
            sorts: [],
          }),
        );
    }
  }

  return {
    /** The list's items with their owners' names. */
    async list(actor: TItemActor, type: TPdfList['type'], meetingId: string): Promise<TPdfList> {
      const rows = await rowsOf(actor, type, meetingId);
      const names = await personNames(
        db,
        actor.orgId,
        rows.map((row) => row.ownerPersonId),
      );
      const items: TPdfItem[] = rows.map((row) => ({
        title: row.title,
        owner: row.ownerPersonId ? (names[row.ownerPersonId] ?? '') : '',
        dueDate: row.dueDate ?? null,
        status: row.status,
        contentHtml: row.contentHtml,
      }));
      return { type, items };
    },
  };
}
