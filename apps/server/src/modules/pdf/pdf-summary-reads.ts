import { periodsEnding } from '@cairn/domain/scorecards/periods';
import { MEASURABLE_INTERVALS } from '@cairn/domain/scorecards/scorecards.constants';
import type { TScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { headlines, issues, todos } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { createMeetingHistoryService } from '../live-meeting/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { personNames } from './pdf-brand.ts';
import type { TPdfScorecard, TPdfSummary } from './pdf-jobs.ts';
import type { createMeetingListReads } from './pdf-meeting-reads.ts';

type TOwned = { id: string; ownerPersonId: string | null; dueDate?: string | null };

/** Owner (and due date) of the items a frozen summary names, read by id in the organisation. */
async function ownersOf(
  db: TDb,
  orgId: string,
  table: typeof todos | typeof issues | typeof headlines,
  ids: string[],
) {
  if (ids.length === 0) return new Map<string, TOwned>();
  const rows: TOwned[] =
    table === todos
      ? await db
          .select({ id: todos.id, ownerPersonId: todos.ownerPersonId, dueDate: todos.dueDate })
          .from(todos)
          .where(and(eq(todos.orgId, orgId), inArray(todos.id, ids)))
      : await db
          .select({ id: table.id, ownerPersonId: table.ownerPersonId })
          .from(table)
          .where(and(eq(table.orgId, orgId), inArray(table.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The frozen scorecard (a grid answer, or null when it could not be read then) as the PDF takes it. */
function frozenScorecard(value: unknown, ownerNames: Record<string, string>): TPdfScorecard | null {
  const grid = value as TScorecardGrid | null;
  if (!grid || !Array.isArray(grid.measurables) || !grid.periods) return null;
  return { grid, ownerNames, orientation: 'portrait', periods: grid.periods };
}

/** The periods of each interval from the one holding `from` to the one holding `to`. */
export function periodsBetween(from: string, to: string, count: number, weekStartsOn: number) {
  return Object.fromEntries(
    MEASURABLE_INTERVALS.map((interval) => {
      const ending = periodsEnding(to, interval, count, weekStartsOn);
      const first = periodsEnding(from, interval, 1, weekStartsOn)[0] ?? from;
      return [interval, ending.filter((period) => period >= first)];
    }),
  ) as TScorecardGrid['periods'];
}

/**
 * A held meeting's summary to print: the frozen record (`GET meeting-summary/{id}`'s read, so
 * its read rules) of an occurrence of this series, with each to-do's, issue's and headline's
 * owner and due date, and the series' rocks with their status now.
 */
export function createSummaryReads(db: TDb, lists: ReturnType<typeof createMeetingListReads>) {
  const history = createMeetingHistoryService(db);

  return {
    async summary(actor: TItemActor, seriesId: string, occurrenceId: string) {
      const held = await history.summary(actor, occurrenceId);
      if (held.meetingThreadId !== seriesId) throw notFound('meeting');
      const frozen = held.summary;
      const [todoOwners, issueOwners, headlineOwners, rocks] = await Promise.all([
        ownersOf(
          db,
          actor.orgId,
          todos,
          [...frozen.todosAdded, ...frozen.todosCompleted].map((t) => t.id),
        ),
        ownersOf(
          db,
          actor.orgId,
          issues,
          frozen.issuesSolved.map((i) => i.id),
        ),
        ownersOf(
          db,
          actor.orgId,
          headlines,
          frozen.headlinesReviewed.map((h) => h.id),
        ),
        lists.list(actor, 'rocks', seriesId),
      ]);
      const grid = frozen.scorecard as TScorecardGrid | null;
      const names = await personNames(db, actor.orgId, [
        ...[...todoOwners.values(), ...issueOwners.values(), ...headlineOwners.values()].map(
          (o) => o.ownerPersonId,
        ),
        ...(grid?.measurables ?? []).map((m) => m.ownerId),
      ]);
      const ownerName = (owned: TOwned | undefined) =>
        owned?.ownerPersonId ? (names[owned.ownerPersonId] ?? '') : '';
      const summary: TPdfSummary = {
        startedAt: held.startedAt,
        endedAt: held.endedAt,
        durationMs: held.durationMs,
        averageRating: held.averageRating,
        sections: frozen.sections,
        attendees: frozen.attendees.map(({ name, rating }) => ({ name, rating })),
        headlines: frozen.headlinesReviewed.map((h) => ({
          title: h.title,
          owner: ownerName(headlineOwners.get(h.id)),
        })),
        todosAdded: frozen.todosAdded.map((t) => ({
          title: t.title,
          owner: ownerName(todoOwners.get(t.id)),
          dueDate: todoOwners.get(t.id)?.dueDate ?? null,
        })),
        todosCompleted: frozen.todosCompleted.map((t) => ({
          title: t.title,
          owner: ownerName(todoOwners.get(t.id)),
        })),
        issuesSolved: frozen.issuesSolved.map((i) => ({
          title: i.title,
          owner: ownerName(issueOwners.get(i.id)),
        })),
        rocks: rocks.items.map(({ title, owner, dueDate, status }) => ({ title, owner, dueDate, status })),
        rockCounts: frozen.rocks,
        scorecard: frozenScorecard(frozen.scorecard, names),
      };
      return { title: held.title, startedAt: held.startedAt, summary };
    },
  };
}
