import {
  ACTION_EVENTS,
  LIVE_MEETING_TEXTS,
  type TLiveMeetingAction,
} from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import {
  initialLiveState,
  type TLiveContext,
  type TLiveRefusal,
  type TLiveState,
} from '@cairn/domain/live-meeting/live-meeting-state';
import { applyLiveAction, type TLiveActionInput } from '@cairn/domain/live-meeting/live-meeting-transitions';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { issues, meetingOccurrences } from '../../db/schema/index.ts';
import { conflict, forbidden, type HttpError, invalidField, notFound } from '../../http/errors.ts';
import { liveMeetingPolicy, type TLiveMeetingSeries } from '../../policies/live-meeting.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { presentLive } from './live-meeting.presenter.ts';
import { deleteLive, findLive, insertLive, saveLive, type TStoredLive } from './live-meeting.repository.ts';
import { readSeriesLive } from './live-meeting-read.ts';
import { inviteeIdsOf, withLastRoom } from './live-room.ts';

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

/** Makes an action's hooks from the series it runs on (once, however often the action is tried). */
export type THooksOf = (series: TLiveMeetingSeries) => TLiveHooks | Promise<TLiveHooks>;

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

/** The ids of the series' open issues (the IDS list the transitions count). */
async function openIssueIdsOf(tx: TDbOrTx, orgId: string, meetingThreadId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: issues.id })
    .from(issues)
    .where(
      and(
        eq(issues.orgId, orgId),
        eq(issues.meetingId, meetingThreadId),
        eq(issues.status, 'Open'),
        isNull(issues.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** A domain refusal as the HTTP error the routes answer. */
function refusalError(refusal: TLiveRefusal): HttpError {
  if (refusal.status === 403) return forbidden(refusal.message);
  if (refusal.status === 422) return invalidField(refusal.field ?? 'action', refusal.message);
  return conflict(refusal.message);
}

/** The actions whose transitions count the series' open issues, and those that mark invitees in the room. */
const READS_OPEN_ISSUES: ReadonlySet<TLiveMeetingAction> = new Set([
  'start-prioritization',
  'add-focus-issue',
  'next-focus-issue',
  'mark-as-solved',
  'reopen-issue',
  'update-issue-count',
  'add-measurable-as-issue',
  'add-rock-as-issue',
  'add-headline-as-issue',
  'add-todo-as-issue',
]);
const READS_INVITEES: ReadonlySet<TLiveMeetingAction> = new Set(['join-offline', 'everyone-here']);

/**
 * The transitions' context with only what `action` reads (issue 38: a reaction or a rating
 * asked for every open issue and invitee). A transition that reads what its action is not
 * listed for fails loudly rather than seeing an empty list.
 */
async function contextOf(
  db: TDbOrTx,
  actor: TItemActor,
  series: TLiveMeetingSeries,
  action: TLiveMeetingAction,
  instant: number,
): Promise<TLiveContext> {
  const [openIssueIds, inviteeIds] = await Promise.all([
    READS_OPEN_ISSUES.has(action) ? openIssueIdsOf(db, actor.orgId, series.id) : null,
    READS_INVITEES.has(action) ? inviteeIdsOf(db, actor.orgId, series.id) : null,
  ]);
  const notRead = (what: string): never => {
    throw new Error(`live meeting: ${action} reads ${what}; list it in live-meeting.service.ts`);
  };
  return {
    actorPersonId: actor.person.id,
    now: instant,
    get openIssueIds() {
      return openIssueIds ?? notRead('the open issues');
    },
    get inviteeIds() {
      return inviteeIds ?? notRead('the invitees');
    },
  };
}

/** Another action changed the live row between this one's read and its write: read again. */
class LostRace extends Error {}
/** Tries before a 409: a loser retries at once, and each winner's transaction is a few statements. */
const ATTEMPTS = 10;

/**
 * THE LIVE MEETING (issue #12): its state is one row per series; every action reads it without
 * a lock, applies the domain's transition, and when that changes something writes the next
 * state in one `runChange` transaction only while the row is still at the version read
 * (`saveLive`), records the events row, and after commit sends the action's named hub event to
 * the meeting's room with the new version. An action that lost the race to another reads the
 * new state and tries again, so concurrent writers still apply one after the other. A repeat
 * (double click, two people solving one issue) changes nothing and answers the state as it is;
 * a stale `version` that would change something answers 409. Issue 38: the earlier
 * `SELECT ... FOR UPDATE` made every reaction and rating on PostgreSQL wait in line for the row
 * while the one before it also read the answer; now only writers meet, for a few statements.
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
    read: { live: TStoredLive; isNew: boolean; next: TLiveState; instant: number },
    hooks: TLiveHooks,
  ): Promise<TStoredLive> {
    return runChange(deps, actor, async (tx, record, afterCommit) => {
      const live = read.isNew ? await insertLive(tx, actor.orgId, read.live.state) : read.live;
      if (!live) throw new LostRace();
      let next = read.next;
      if (action === 'start' && !next.meetingId) {
        const [occurrence] = await tx
          .insert(meetingOccurrences)
          .values({ orgId: actor.orgId, meetingId: series.id, startedAt: new Date(read.instant) })
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
      return { ...saved, avatarUrls: read.live.avatarUrls };
    });
  }

  /** One try of an action on the state as read now; throws LostRace when another wrote first. */
  async function attempt<A extends TLiveMeetingAction>(
    actor: TItemActor,
    meetingThreadId: string,
    action: A,
    body: TActionBody & TLiveActionInput<A>,
    hooksOf: THooksOf,
  ): Promise<TActionResult> {
    const { series, live: found, todoIds } = await read(actor, meetingThreadId);
    if (!found) {
      // Nobody is in the meeting (it ended, or never began): a repeated `end` is a no-op.
      if (action === 'end')
        return {
          liveMeeting: await answer(actor.orgId, series, await fresh(deps.db, actor, series, false)),
          changed: false,
        };
      if (action !== 'join') throw conflict(LIVE_MEETING_TEXTS.notAnAttendee);
    }
    const live = found ?? (await fresh(deps.db, actor, series, true));
    const occurrenceGone = body.meetingId && live.state.meetingId && body.meetingId !== live.state.meetingId;
    if (occurrenceGone) {
      if (action === 'end')
        return { liveMeeting: await answer(actor.orgId, series, live, todoIds), changed: false };
      throw conflict('This meeting has ended. Reload it to join the current one.');
    }
    const hooks = await hooksOf(series);
    const instant = now();
    const context = await contextOf(deps.db, actor, series, action, instant);
    const outcome = applyLiveAction(live.state, action, body, context);
    if (!outcome.ok) throw refusalError(outcome);
    if (!outcome.changed) {
      // A reaction changes no state but everyone sees it (nothing written, so no transaction).
      if (action === 'reaction') {
        const id = (body as { id?: string }).id;
        deps.live.send({
          event: 'Reacted',
          payload: {
            orgId: actor.orgId,
            meetingThreadId: series.id,
            meetingId: live.state.meetingId,
            action,
            actorPersonId: actor.person.id,
            version: live.version,
            data: { id },
          },
        });
      }
      return { liveMeeting: await answer(actor.orgId, series, live, todoIds), changed: false };
    }
    if (body.version !== undefined && body.version !== live.version) throw conflict();
    const saved = await write(
      actor,
      series,
      action,
      { live, isNew: !found, next: outcome.state, instant },
      hooks,
    );
    // `end` answers the ended state (its meetingId names the summary); a later GET starts afresh.
    // Answered before `afterChange`, which may clear the meeting's finished to-dos.
    // The to-dos read with the state answer it unless the action started the meeting.
    const sameSpan = saved.state.started === live.state.started;
    const liveMeeting = await answer(actor.orgId, series, saved, sameSpan ? todoIds : undefined);
    if (hooks.afterChange) await hooks.afterChange(live.state, saved.state);
    return { liveMeeting, changed: true };
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
      hooksOf: THooksOf = () => ({}),
    ): Promise<TActionResult> {
      let made: Promise<TLiveHooks> | null = null;
      const once: THooksOf = (series) => {
        made ??= Promise.resolve(hooksOf(series));
        return made;
      };
      for (let tries = 1; ; tries++) {
        try {
          return await attempt(actor, meetingThreadId, action, body, once);
        } catch (error) {
          if (!(error instanceof LostRace)) throw error;
          if (tries >= ATTEMPTS) throw conflict();
        }
      }
    },
  };
}
