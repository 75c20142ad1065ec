import {
  ACTION_EVENTS,
  LIVE_MEETING_TEXTS,
  type TLiveMeetingAction,
} from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import { initialLiveState, type TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { applyLiveAction, type TLiveActionInput } from '@cairn/domain/live-meeting/live-meeting-transitions';
import type { TLiveEmit } from '@cairn/domain/realtime/live-event-map';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { meetingOccurrences } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { liveMeetingPolicy, type TLiveMeetingSeries } from '../../policies/live-meeting.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { contextOf, openIssueIdsOf, refusalError } from './live-action-context.ts';
import { presentLive } from './live-meeting.presenter.ts';
import { deleteLive, findLive, insertLive, saveLive, type TStoredLive } from './live-meeting.repository.ts';
import { readSeriesLive } from './live-meeting-read.ts';
import { withLastRoom } from './live-room.ts';

/** Every action's body carries the series, optionally the occurrence and the version seen. */
export type TActionBody = { meetingThreadId: string; meetingId?: string; version?: number };

/** What an action's hooks may add: work in the transaction at `end`, work after commit. */
export type TLiveHooks = {
  /** Runs in the action's transaction when the meeting ends: freeze the summary, queue mail. */
  onEnd?: (tx: TDbOrTx, live: TStoredLive, ended: TLiveState, series: TLiveMeetingSeries) => Promise<void>;
  /** Runs after commit when the action changed the state (solve the issue, clear items). */
  afterChange?: (before: TLiveState, after: TLiveState) => Promise<void>;
  /** Extra fields of the hub event (the issue an add-*-as-issue call made). */
  eventData?: Record<string, unknown>;
};

/** The answer's to-do lists when read with the state. */
type TTodoIds = { addedTodoIds: string[]; completedTodoIds: string[] };

/** What an action answers: the live meeting after it, and whether it changed anything. */
export type TActionResult = { liveMeeting: TLiveMeeting; changed: boolean };

/** The state a series starts from: its agenda, the clocks at zero, its open issues counted. */
function freshState(series: TLiveMeetingSeries, openIssueCount: number): TLiveState {
  return initialLiveState({
    meetingThreadId: series.id,
    agendaName: 'Level 10',
    agenda: series.agenda,
    issueCount: openIssueCount,
  });
}

/** Another action changed the live row between this one's read and its write: read again. */
class LostRace extends Error {}
/** Locked tries before a 409: only two first joins at once make a locked try lose. */
const LOCKED_TRIES = 3;

/** What an action comes to on the state read: that state, and the next one when it changes it. */
type TDecision = {
  live: TStoredLive;
  write?: { isNew: boolean; next: TLiveState; instant: number };
  /** A reaction's event (it writes nothing). */
  reacted?: TLiveEmit;
};

/**
 * THE LIVE MEETING (issue #12): its state is one row per series; an action reads it (with the
 * series, in one statement) without a lock, applies the domain's transition, and when that
 * changes something writes the next state in one `runChange` transaction only while the row is
 * still at the version read (`saveLive`), records the events row, and after commit sends the
 * action's named hub event to the meeting's room with the new version. An action that lost
 * that race tries once more with the row locked (`SELECT ... FOR UPDATE`) in the transaction
 * that writes it, so concurrent writers still apply one after the other and none loses twice.
 * A repeat (double click, two people solving one issue) changes nothing and answers the state
 * as it is; a stale `version` that would change something answers 409. Issue 38: locking on
 * every action made each reaction and rating on PostgreSQL wait in line for the row while the
 * one before it read its whole answer; now readers and reactions never wait, writers rarely.
 */
/** The actions that start or close a meeting's Level 10 (lists show `liveStatus`, and offer Join while it runs). */
const STATUS_ACTIONS: ReadonlySet<TLiveMeetingAction> = new Set(['start', 'end']);

export function createLiveMeetingCore(deps: TChangeDeps, now: () => number = Date.now) {
  /** The answer of a live state, read outside any transaction (after the action's commit). */
  async function answer(orgId: string, series: TLiveMeetingSeries, live: TStoredLive, todoIds?: TTodoIds) {
    return presentLive(deps.db, orgId, {
      state: live.state,
      version: live.version,
      title: series.title,
      now: now(),
      avatarUrls: live.avatarUrls,
      todoIds,
    });
  }

  /** The series the actor sees and its live state as read (one statement), or 404. */
  async function read(actor: TItemActor, meetingThreadId: string) {
    const found = await readSeriesLive(deps.db, actor, meetingThreadId);
    if (!found) throw notFound('meeting');
    return found;
  }

  /** The state a series' first join starts from: its open issues counted, last time's room marked. */
  async function fresh(db: TDbOrTx, actor: TItemActor, series: TLiveMeetingSeries, withRoom: boolean) {
    const open = await openIssueIdsOf(db, actor.orgId, series.id);
    const state = freshState(series, open.length);
    return { id: '', version: 0, state: withRoom ? await withLastRoom(db, actor.orgId, state) : state };
  }

  /** Writes a changed state if the row is still as read (a first join stores the row first). */
  async function write(
    actor: TItemActor,
    series: TLiveMeetingSeries,
    action: TLiveMeetingAction,
    decided: TDecision & { write: NonNullable<TDecision['write']> },
    hooks: TLiveHooks,
  ): Promise<TStoredLive> {
    const seen = { live: decided.live, ...decided.write };
    return runChange(deps, actor, async (tx, record, afterCommit) => {
      const live = seen.isNew ? await insertLive(tx, actor.orgId, seen.live.state) : seen.live;
      if (!live) throw new LostRace();
      let next = seen.next;
      if (action === 'start' && !next.meetingId) {
        const [occurrence] = await tx
          .insert(meetingOccurrences)
          .values({ orgId: actor.orgId, meetingId: series.id, startedAt: new Date(seen.instant) })
          .returning({ id: meetingOccurrences.id });
        next = { ...next, meetingId: occurrence?.id ?? null };
      }
      let saved: TStoredLive | null;
      if (action === 'end') {
        // Removed first: the summary and mail are made only by the `end` that won the row.
        if (!(await deleteLive(tx, actor.orgId, live.id, live.version))) throw new LostRace();
        await hooks.onEnd?.(tx, live, next, series);
        saved = { id: live.id, version: live.version + 1, state: next };
      } else {
        saved = await saveLive(tx, actor.orgId, live, next);
        if (!saved) throw new LostRace();
      }
      await record({
        entityType: 'meeting',
        entityId: series.id,
        action: 'liveAction',
        data: { action, version: saved.version, meetingId: next.meetingId },
        // Lists show whether a meeting's Level 10 is open (`liveStatus`): these change it.
        live: STATUS_ACTIONS.has(action) ? { verb: 'Updated', meetingIds: [series.id] } : undefined,
      });
      afterCommit({
        event: ACTION_EVENTS[action],
        payload: {
          orgId: actor.orgId,
          meetingThreadId: series.id,
          meetingId: next.meetingId,
          action,
          actorPersonId: actor.person.id,
          ...(hooks.eventData ? { data: hooks.eventData } : {}),
          version: saved.version,
        },
      });
      return { ...saved, avatarUrls: seen.live.avatarUrls };
    });
  }

  /**
   * Decides an action on the state read (`db`: where its context is read; the transaction when
   * the row is locked): nothing to write (a repeat, a reaction), or the next state to write.
   */
  async function decide<A extends TLiveMeetingAction>(
    db: TDbOrTx,
    actor: TItemActor,
    series: TLiveMeetingSeries,
    found: TStoredLive | null,
    action: A,
    body: TActionBody & TLiveActionInput<A>,
  ): Promise<TDecision> {
    if (!found) {
      // Nobody is in the meeting (it ended, or never began): a repeated `end` is a no-op.
      if (action === 'end') return { live: await fresh(db, actor, series, false) };
      if (action !== 'join') throw conflict(LIVE_MEETING_TEXTS.notAnAttendee);
    }
    const live = found ?? (await fresh(db, actor, series, true));
    const occurrenceGone = body.meetingId && live.state.meetingId && body.meetingId !== live.state.meetingId;
    if (occurrenceGone) {
      if (action === 'end') return { live };
      throw conflict('This meeting has ended. Reload it to join the current one.');
    }
    const instant = now();
    const outcome = applyLiveAction(
      live.state,
      action,
      body,
      await contextOf(db, actor, series, action, instant),
    );
    if (!outcome.ok) throw refusalError(outcome);
    if (!outcome.changed) {
      if (action !== 'reaction') return { live };
      // A reaction changes no state but everyone sees it: nothing written, only this event.
      const reacted: TLiveEmit = {
        event: 'Reacted',
        payload: {
          orgId: actor.orgId,
          meetingThreadId: series.id,
          meetingId: live.state.meetingId,
          action,
          actorPersonId: actor.person.id,
          version: live.version,
          data: { id: (body as { id?: string }).id },
        },
      };
      return { live, reacted };
    }
    if (body.version !== undefined && body.version !== live.version) throw conflict();
    return { live, write: { isNew: !found, next: outcome.state, instant } };
  }

  /** The action's answer once decided (and written): events of a repeat, the answer, then `afterChange`. */
  async function finish(
    actor: TItemActor,
    series: TLiveMeetingSeries,
    decided: TDecision,
    saved: TStoredLive | null,
    hooks: TLiveHooks,
    todoIds: TTodoIds | undefined,
  ): Promise<TActionResult> {
    if (!saved) {
      if (decided.reacted) deps.live.send(decided.reacted);
      return { liveMeeting: await answer(actor.orgId, series, decided.live, todoIds), changed: false };
    }
    // `end` answers the ended state (its meetingId names the summary); a later GET starts afresh.
    // Answered before `afterChange`, which may clear the meeting's finished to-dos; the to-dos
    // read with the state answer it unless the action started the meeting.
    const sameSpan = saved.state.started === decided.live.state.started;
    const liveMeeting = await answer(actor.orgId, series, saved, sameSpan ? todoIds : undefined);
    if (hooks.afterChange) await hooks.afterChange(decided.live.state, saved.state);
    return { liveMeeting, changed: true };
  }

  /** The first try: everything read without a lock, written only if the row is still as read. */
  async function tryUnlocked<A extends TLiveMeetingAction>(
    actor: TItemActor,
    read: NonNullable<Awaited<ReturnType<typeof readSeriesLive>>>,
    action: A,
    body: TActionBody & TLiveActionInput<A>,
    hooks: TLiveHooks,
  ): Promise<TActionResult> {
    const decided = await decide(deps.db, actor, read.series, read.live, action, body);
    const saved = decided.write
      ? await write(actor, read.series, action, { ...decided, write: decided.write }, hooks)
      : null;
    return finish(actor, read.series, decided, saved, hooks, read.todoIds);
  }

  /**
   * After a lost race: the row read again locked, in the transaction that writes it, so this
   * try cannot lose again (the row's other writers wait for it, as every writer did before issue 38).
   */
  async function tryLocked<A extends TLiveMeetingAction>(
    actor: TItemActor,
    series: TLiveMeetingSeries,
    action: A,
    body: TActionBody & TLiveActionInput<A>,
    hooks: TLiveHooks,
  ): Promise<TActionResult> {
    const { decided, saved } = await runChange(deps, actor, async (tx) => {
      const found = await findLive(tx, actor.orgId, series.id, { lock: true });
      const decision = await decide(tx, actor, series, found, action, body);
      // Inside this change, `write` joins its transaction.
      const change = decision.write;
      return {
        decided: decision,
        saved: change ? await write(actor, series, action, { ...decision, write: change }, hooks) : null,
      };
    });
    return finish(actor, series, decided, saved, hooks, undefined);
  }

  return {
    series: (actor: TItemActor, meetingThreadId: string) =>
      liveMeetingPolicy.visibleSeries(deps.db, actor, meetingThreadId),

    /** `GET live-meeting/{meetingThreadId}`. */
    async get(actor: TItemActor, meetingThreadId: string): Promise<TLiveMeeting> {
      const { series, live, todoIds } = await read(actor, meetingThreadId);
      return answer(actor.orgId, series, live ?? (await fresh(deps.db, actor, series, false)), todoIds);
    },

    /** The live state as stored, for the checks an action makes before it runs. */
    stored: async (actor: TItemActor, series: TLiveMeetingSeries): Promise<TStoredLive> =>
      (await findLive(deps.db, actor.orgId, series.id)) ?? fresh(deps.db, actor, series, false),

    /**
     * `POST live-meeting/{action}`: one transaction, one version, one hub event (tried again
     * after a lost race). `hooksOf` makes the action's hooks once the series is read.
     */
    async act<A extends TLiveMeetingAction>(
      actor: TItemActor,
      meetingThreadId: string,
      action: A,
      body: TActionBody & TLiveActionInput<A>,
      hooksOf: (series: TLiveMeetingSeries) => TLiveHooks | Promise<TLiveHooks> = () => ({}),
    ): Promise<TActionResult> {
      const found = await read(actor, meetingThreadId);
      const hooks = await hooksOf(found.series);
      try {
        return await tryUnlocked(actor, found, action, body, hooks);
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
      }
      for (let tries = 1; ; tries++) {
        try {
          return await tryLocked(actor, found.series, action, body, hooks);
        } catch (error) {
          // Only a first join can lose here (two made the row at once); it reads that one next.
          if (!(error instanceof LostRace)) throw error;
          if (tries >= LOCKED_TRIES) throw conflict();
        }
      }
    },
  };
}
