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

/** A to-do as the read answers it (timestamps as the database writes them in JSON, or dates). */
export type TTodoRead = {
  id: string;
  createdAt: string | Date;
  updatedAt: string | Date;
  status: string;
  completedAt: string | Date | null;
};
/** What one read told about a to-do: when it changed and what it is to the meeting. */
type TFacts = { updatedAt: number; added: boolean; completed: boolean };
/** One meeting's to-dos as a node knows them, for the meeting started at `started`. */
type TKnown = { started: string; facts: Map<string, TFacts>; readAt: number; fullReadAt: number };
/**
 * What the next read asks for: the to-dos changed since `from` of the meeting started at
 * `started` (both null: this node knows nothing recent of the meeting, so it reads all of it).
 */
export type TTodoReadPlan = { key: string; at: number; started: string | null; from: Date | null };

const knownByDatabase = new WeakMap<TDbOrTx, Map<string, TKnown>>();

function knownOf(db: TDbOrTx): Map<string, TKnown> {
  let known = knownByDatabase.get(db);
  if (!known) {
    known = new Map();
    knownByDatabase.set(db, known);
  }
  return known;
}

const time = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());
const union = (kept: string[], found: string[]) => [...new Set([...kept, ...found])];

/** What a read of the meeting's to-dos should ask for now (before the live row is read). */
export function planTodoRead(db: TDbOrTx, orgId: string, meetingThreadId: string): TTodoReadPlan {
  const key = `${orgId}:${meetingThreadId}`;
  const at = Date.now();
  const kept = knownOf(db).get(key);
  if (!kept || at - kept.fullReadAt >= FULL_READ_MS) return { key, at, started: null, from: null };
  return {
    key,
    at,
    started: kept.started,
    from: new Date(Math.max(Date.parse(kept.started), kept.readAt - MARGIN_MS)),
  };
}

/** The live state's added and completed to-dos after a read made as `plan` said. */
export function todoIdsAfterRead(
  db: TDbOrTx,
  plan: TTodoReadPlan,
  state: TLiveState,
  rows: readonly TTodoRead[],
) {
  if (!state.started) return { addedTodoIds: state.addedTodoIds, completedTodoIds: state.completedTodoIds };
  const since = Date.parse(state.started);
  const known = knownOf(db);
  const kept = known.get(plan.key);
  const merges = kept && plan.started === state.started && kept.started === state.started;
  const current: TKnown = merges
    ? kept
    : { started: state.started, facts: new Map(), readAt: plan.at, fullReadAt: plan.at };
  current.readAt = Math.max(current.readAt, plan.at);
  for (const row of rows) {
    const updatedAt = time(row.updatedAt);
    // Two reads at once: the one that saw the later change of a to-do wins.
    if ((current.facts.get(row.id)?.updatedAt ?? -1) > updatedAt) continue;
    current.facts.set(row.id, {
      updatedAt,
      added: time(row.createdAt) >= since,
      completed: row.status === 'Done' && row.completedAt !== null && time(row.completedAt) >= since,
    });
  }
  if (current !== kept) {
    known.delete(plan.key);
    known.set(plan.key, current);
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

/** The same for a state read without them (its own statement: an action that just started the meeting). */
export async function meetingTodoIds(db: TDbOrTx, orgId: string, state: TLiveState) {
  const plan = planTodoRead(db, orgId, state.meetingThreadId);
  if (!state.started) return todoIdsAfterRead(db, plan, state, []);
  const known = plan.started === state.started ? plan : { ...plan, started: null, from: null };
  const rows = await db
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
        eq(todos.meetingId, state.meetingThreadId),
        isNull(todos.deletedAt),
        gte(todos.updatedAt, known.from ?? new Date(state.started)),
      ),
    );
  return todoIdsAfterRead(db, known, state, rows);
}
