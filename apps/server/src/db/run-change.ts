import { AsyncLocalStorage } from 'node:async_hooks';
import type { TEntityEvent } from '@cairn/domain/realtime/events';
import {
  READER_SCOPED_TYPES,
  type TLiveEmit,
  type TLiveReaders,
} from '@cairn/domain/realtime/live-event-map';
import type { TDb, TDbOrTx } from './client.ts';
import { createEventsRepository, type TChangeAction, type TChangeEntityType } from './events.repository.ts';
import type { TLiveHub } from './live-hub-port.ts';

/** Who makes a change: the user, and the organisation it happens in (null for account-wide changes). */
export type TChangeActor = { userId: string; orgId: string | null };

/** What the unit of work needs from the app: the database and the live hub (a seed passes a quiet one). */
export type TChangeDeps = {
  db: TDb;
  live: Pick<TLiveHub, 'entity' | 'send' | 'sessionsChanged'>;
};

/** The live event a recorded change announces after commit: its verb and who may hear it (see entityEventRooms). */
type TLiveNote = {
  verb: 'Added' | 'Updated' | 'Deleted';
  /** The meetings the entity belongs to (before and after the change). */
  meetingIds?: readonly (string | null | undefined)[];
  /** The people it concerns (owners before and after, the person whose role changed). */
  personIds?: readonly (string | null | undefined)[];
  /**
   * Required for a reader-scoped type (V/TO revisions, charts, seats: READER_SCOPED_TYPES): who
   * may read the row before or after the change, as its policy says. Routes the event, never sent.
   */
  readers?: TLiveReaders;
};

/** One change as a service records it: the `events` row, and the live event (none when `live` is absent). */
export type TChange = {
  entityType: TChangeEntityType;
  entityId: string;
  action: TChangeAction;
  data?: Record<string, unknown>;
  live?: TLiveNote;
  /** The organisation of the row, when not the actor's (account-wide changes touch several). */
  orgId?: string | null;
};

/** Writes the `events` row inside the transaction and queues the live event for after commit. */
export type TRecord = (change: TChange) => Promise<void>;

/** Queues work for after commit (a room change, a non-entity event); dropped when the change rolls back. */
export type TAfterCommit = (work: TLiveEmit | (() => unknown)) => void;

const present = (ids: readonly (string | null | undefined)[] | undefined): string[] => [
  ...new Set((ids ?? []).filter((id): id is string => Boolean(id))),
];

/** The live payload of a recorded change. */
function entityEventOf(change: TChange, orgId: string, live: TLiveNote): TEntityEvent {
  const event: TEntityEvent = {
    entityId: change.entityId,
    type: change.entityType as TEntityEvent['type'],
    orgId,
  };
  const meetingIds = present(live.meetingIds);
  const personIds = present(live.personIds);
  if (live.meetingIds) event.meetingIds = meetingIds;
  if (personIds.length) event.personIds = personIds;
  return event;
}

/** The change running in this async context: a change started inside it joins it. */
type TOpenChange = {
  tx: TDbOrTx;
  queued: (TLiveEmit | (() => unknown))[];
  /** Users and organisations whose cached session contexts the change makes stale. */
  sessions: { userIds: Set<string>; orgIds: Set<string> };
};

/**
 * Runs inside a change's transaction right after each recorded change of an organisation: what
 * must happen with the change or not at all (webhook deliveries are queued there, modules/webhooks).
 */
export type TChangeListener = (
  tx: TDbOrTx,
  change: TChange & { orgId: string },
  afterCommit: TAfterCommit,
) => Promise<void>;
const listeners = new WeakMap<TDb, TChangeListener>();

/** Installs the one change listener of a database (the app does, at start). */
export function setChangeListener(db: TDb, listener: TChangeListener): void {
  listeners.set(db, listener);
}

/**
 * The rows a session context is read from (session-context.repository.ts), and the webhooks,
 * whose absence the same cache remembers per organisation (`orgNone`); an organisation's terms,
 * which it remembers for notifications (`orgValue`), are an `org` row.
 */
const SESSION_SHAPING: readonly TChangeEntityType[] = ['user', 'person', 'org', 'webhook'];
const openChange = new AsyncLocalStorage<TOpenChange>();

/** The record function of one actor inside an open change: its events row now, its live event queued. */
function recorderOf(
  events: ReturnType<typeof createEventsRepository>,
  actor: TChangeActor,
  open: TOpenChange,
  listener: TChangeListener | undefined,
) {
  const record: TRecord = async (change) => {
    const orgId = change.orgId === undefined ? actor.orgId : change.orgId;
    await events.record(
      {
        orgId,
        actorUserId: actor.userId,
        entityType: change.entityType,
        entityId: change.entityId,
        action: change.action,
        data: change.data,
      },
      open.tx,
    );
    if (listener && orgId) await listener(open.tx, { ...change, orgId }, (next) => open.queued.push(next));
    if (SESSION_SHAPING.includes(change.entityType)) {
      // The actor too: accepting an invitation adds a membership to their own context.
      open.sessions.userIds.add(actor.userId);
      if (change.entityType === 'user') open.sessions.userIds.add(change.entityId);
      if (orgId) open.sessions.orgIds.add(orgId);
    }
    if (change.live && orgId) {
      const { verb, readers } = change.live;
      const type = change.entityType as TEntityEvent['type'];
      // Without readers such an event would reach nobody: a change that forgets them fails here.
      if (READER_SCOPED_TYPES.has(type) && !readers)
        throw new Error(`The live note of ${type} needs readers`);
      const payload = entityEventOf(change, orgId, change.live);
      open.queued.push(readers ? { event: verb, payload, readers } : { event: verb, payload });
    }
  };
  return record;
}

/**
 * THE UNIT OF WORK every write goes through (ARCHITECTURE §3, §7, §8.10): runs `work` in one
 * transaction; each `record(change)` writes its `events` row inside it and queues its live
 * event; `afterCommit` queues anything else. Only after the commit are the queued events sent
 * (through the event map of `domain/realtime/live-event-map.ts`) and the queued work run, in
 * order; a change that throws rolls back and emits nothing.
 */
export async function runChange<T>(
  deps: TChangeDeps,
  actor: TChangeActor,
  work: (tx: TDbOrTx, record: TRecord, afterCommit: TAfterCommit) => Promise<T>,
): Promise<T> {
  const events = createEventsRepository(deps.db);
  const listener = listeners.get(deps.db);
  // A change made inside another (moving an issue between a meeting and a V/TO) is part of it:
  // the same transaction, and its events go out after that one commits.
  const outer = openChange.getStore();
  if (outer)
    return work(outer.tx, recorderOf(events, actor, outer, listener), (next) => outer.queued.push(next));

  let queued: (TLiveEmit | (() => unknown))[] = [];
  const sessions: TOpenChange['sessions'] = { userIds: new Set(), orgIds: new Set() };
  const result = await deps.db.transaction(async (tx) => {
    const open: TOpenChange = { tx, queued: [], sessions };
    queued = open.queued;
    return openChange.run(open, () =>
      work(tx, recorderOf(events, actor, open, listener), (next) => open.queued.push(next)),
    );
  });
  if (sessions.userIds.size || sessions.orgIds.size)
    deps.live.sessionsChanged({ userIds: [...sessions.userIds], orgIds: [...sessions.orgIds] });
  for (const next of queued) {
    if (typeof next === 'function') await next();
    else if (next.event === 'Added' || next.event === 'Updated' || next.event === 'Deleted') {
      if (next.readers) deps.live.entity(next.event, next.payload, next.readers);
      else deps.live.entity(next.event, next.payload);
    } else deps.live.send(next);
  }
  return result;
}
