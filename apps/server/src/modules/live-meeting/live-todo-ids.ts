import type { TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { todos } from '../../db/schema/index.ts';

/**
 * The to-dos a live meeting made and completed since it started (made during IDS counts as
 * added), read from the to-dos themselves, so the to-dos module stays their only writer.
 *
 * Issue 38: every answer of the live meeting carries them, and reading every to-do the meeting
 * touched made each answer cost more the longer the meeting ran. Each server node keeps what it
 * read per meeting and then reads only what changed: the to-dos updated since its last read, less
 * MARGIN_MS for a change stamped before a read and committed after it (through
 * `todos_org_meeting_updated_idx`). Every FULL_READ_MS it reads the whole meeting again, which
 * drops a to-do deleted or moved to another meeting since (those leave that index's range).
 */
const MARGIN_MS = 5_000;
const FULL_READ_MS = 10_000;
/** Meetings kept per database; the oldest read is forgotten first. */
const MEETINGS_KEPT = 500;

/** What one read told about a to-do: when it changed and what it is to the meeting. */
type TFacts = { updatedAt: number; added: boolean; completed: boolean };
type TKnown = { facts: Map<string, TFacts>; readAt: number; fullReadAt: number };

const knownByDatabase = new WeakMap<TDbOrTx, Map<string, TKnown>>();

function knownOf(db: TDbOrTx): Map<string, TKnown> {
  let known = knownByDatabase.get(db);
  if (!known) {
    known = new Map();
    knownByDatabase.set(db, known);
  }
  return known;
}

/** The meeting's to-dos changed since `from` (not deleted, still in the meeting). */
function changedSince(db: TDbOrTx, orgId: string, meetingThreadId: string, from: Date) {
  return db
    .select({
      id: todos.id,
      createdAt: todos.createdAt,
      updatedAt: todos.updatedAt,
      status: todos.status,
      completedAt: todos.completedAt,
    })
    .from(todos)
    .where(
      and(
        eq(todos.orgId, orgId),
        eq(todos.meetingId, meetingThreadId),
        isNull(todos.deletedAt),
        gte(todos.updatedAt, from),
      ),
    );
}

const union = (kept: string[], found: string[]) => [...new Set([...kept, ...found])];

/** The live state's added and completed to-dos, with those the to-dos themselves say. */
export async function meetingTodoIds(db: TDbOrTx, orgId: string, state: TLiveState) {
  if (!state.started) return { addedTodoIds: state.addedTodoIds, completedTodoIds: state.completedTodoIds };
  const since = Date.parse(state.started);
  const known = knownOf(db);
  const key = `${orgId}:${state.meetingThreadId}:${state.started}`;
  const now = Date.now();
  const kept = known.get(key);
  const full = !kept || now - kept.fullReadAt >= FULL_READ_MS;
  const from = full ? since : Math.max(since, kept.readAt - MARGIN_MS);
  const rows = await changedSince(db, orgId, state.meetingThreadId, new Date(from));
  const current: TKnown = full || !kept ? { facts: new Map(), readAt: now, fullReadAt: now } : kept;
  current.readAt = Math.max(current.readAt, now);
  for (const row of rows) {
    const updatedAt = row.updatedAt.getTime();
    // Two reads at once: the one that saw the later change of a to-do wins.
    if ((current.facts.get(row.id)?.updatedAt ?? -1) > updatedAt) continue;
    current.facts.set(row.id, {
      updatedAt,
      added: row.createdAt.getTime() >= since,
      completed: row.status === 'Done' && row.completedAt !== null && row.completedAt.getTime() >= since,
    });
  }
  if (current !== kept) {
    known.delete(key);
    known.set(key, current);
    if (known.size > MEETINGS_KEPT) known.delete(known.keys().next().value as string);
  }
  const facts = [...current.facts];
  return {
    addedTodoIds: union(
      state.addedTodoIds,
      facts.filter(([, f]) => f.added).map(([id]) => id),
    ),
    completedTodoIds: union(
      state.completedTodoIds,
      facts.filter(([, f]) => f.completed).map(([id]) => id),
    ),
  };
}
