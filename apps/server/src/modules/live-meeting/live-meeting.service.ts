import {
  ACTION_EVENTS,
  LIVE_MEETING_TEXTS,
  type TLiveMeetingAction,
} from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import {
  initialLiveState,
  type TLiveRefusal,
  type TLiveState,
} from '@cairn/domain/live-meeting/live-meeting-state';
import { applyLiveAction, type TLiveActionInput } from '@cairn/domain/live-meeting/live-meeting-transitions';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { issues, meetingOccurrences } from '../../db/schema/index.ts';
import { conflict, forbidden, type HttpError, invalidField } from '../../http/errors.ts';
import { liveMeetingPolicy, type TLiveMeetingSeries } from '../../policies/live-meeting.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { presentLive } from './live-meeting.presenter.ts';
import { deleteLive, findLive, insertLive, saveLive, type TStoredLive } from './live-meeting.repository.ts';
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

/**
 * THE LIVE MEETING (issue #12): its state is one locked row per series; every action is one
 * `runChange` transaction that locks it (`SELECT ... FOR UPDATE`), applies the domain's
 * transition, writes the next state with a new version, records the events row, and after
 * commit sends the action's named hub event to the meeting's room with that version. A repeat
 * (double click, two people solving one issue) changes nothing and answers the state as it is;
 * a stale `version` that would change something answers 409.
 */
/** The actions that start or close a meeting's Level 10 (lists show `liveStatus`, and offer Join while it runs). */
const STATUS_ACTIONS: ReadonlySet<TLiveMeetingAction> = new Set(['start', 'end']);

export function createLiveMeetingCore(deps: TChangeDeps, now: () => number = Date.now) {
  async function answer(tx: TDbOrTx, orgId: string, series: TLiveMeetingSeries, live: TStoredLive) {
    return presentLive(tx, orgId, {
      state: live.state,
      version: live.version,
      title: series.title,
      now: now(),
    });
  }

  /** The series' live state, or a fresh one (version 0, not stored) when nobody joined yet. */
  async function current(tx: TDbOrTx, actor: TItemActor, series: TLiveMeetingSeries): Promise<TStoredLive> {
    const live = await findLive(tx, actor.orgId, series.id);
    if (live) return live;
    const open = await openIssueIdsOf(tx, actor.orgId, series.id);
    return { id: '', version: 0, state: freshState(series, open.length) };
  }

  /** Locks the live row; the first join makes it (a concurrent first join reads the other's). */
  async function lockOrCreate(
    tx: TDbOrTx,
    actor: TItemActor,
    series: TLiveMeetingSeries,
    action: TLiveMeetingAction,
  ): Promise<TStoredLive | null> {
    const live = await findLive(tx, actor.orgId, series.id, { forUpdate: true });
    if (live || action !== 'join') return live;
    const open = await openIssueIdsOf(tx, actor.orgId, series.id);
    await insertLive(tx, actor.orgId, await withLastRoom(tx, actor.orgId, freshState(series, open.length)));
    return findLive(tx, actor.orgId, series.id, { forUpdate: true });
  }

  return {
    series: (actor: TItemActor, meetingThreadId: string) =>
      liveMeetingPolicy.visibleSeries(deps.db, actor, meetingThreadId),

    /** `GET live-meeting/{meetingThreadId}`. */
    async get(actor: TItemActor, meetingThreadId: string): Promise<TLiveMeeting> {
      const series = await liveMeetingPolicy.visibleSeries(deps.db, actor, meetingThreadId);
      return answer(deps.db, actor.orgId, series, await current(deps.db, actor, series));
    },

    /** The live state as stored (no lock), for the checks an action makes before its transaction. */
    stored: (actor: TItemActor, series: TLiveMeetingSeries) => current(deps.db, actor, series),

    /** `POST live-meeting/{action}`: one transaction, one version, one hub event. */
    async act<A extends TLiveMeetingAction>(
      actor: TItemActor,
      series: TLiveMeetingSeries,
      action: A,
      body: TActionBody & TLiveActionInput<A>,
      hooks: TLiveHooks = {},
    ): Promise<TActionResult> {
      let before: TLiveState | null = null;
      let after: TLiveState | null = null;
      const result = await runChange(deps, actor, async (tx, record, afterCommit) => {
        const live = await lockOrCreate(tx, actor, series, action);
        if (!live) {
          // Nobody is in the meeting (it ended, or never began): a repeated `end` is a no-op.
          if (action === 'end')
            return {
              liveMeeting: await answer(tx, actor.orgId, series, await current(tx, actor, series)),
              changed: false,
            };
          throw conflict(LIVE_MEETING_TEXTS.notAnAttendee);
        }
        const occurrenceGone =
          body.meetingId && live.state.meetingId && body.meetingId !== live.state.meetingId;
        if (occurrenceGone) {
          if (action === 'end')
            return { liveMeeting: await answer(tx, actor.orgId, series, live), changed: false };
          throw conflict('This meeting has ended. Reload it to join the current one.');
        }
        const instant = now();
        const openIssueIds = await openIssueIdsOf(tx, actor.orgId, series.id);
        const outcome = applyLiveAction(live.state, action, body, {
          actorPersonId: actor.person.id,
          now: instant,
          openIssueIds,
          inviteeIds: await inviteeIdsOf(tx, actor.orgId, series.id),
        });
        if (!outcome.ok) throw refusalError(outcome);
        const event = {
          orgId: actor.orgId,
          meetingThreadId: series.id,
          meetingId: live.state.meetingId,
          action,
          actorPersonId: actor.person.id,
          ...(hooks.eventData ? { data: hooks.eventData } : {}),
        };
        if (!outcome.changed) {
          // A reaction changes no state but everyone sees it; anything else repeated is silent.
          if (action === 'reaction') {
            const id = (body as { id?: string }).id;
            afterCommit({ event: 'Reacted', payload: { ...event, version: live.version, data: { id } } });
          }
          return { liveMeeting: await answer(tx, actor.orgId, series, live), changed: false };
        }
        if (body.version !== undefined && body.version !== live.version) throw conflict();
        let next = outcome.state;
        if (action === 'start' && !next.meetingId) {
          const [occurrence] = await tx
            .insert(meetingOccurrences)
            .values({ orgId: actor.orgId, meetingId: series.id, startedAt: new Date(instant) })
            .returning({ id: meetingOccurrences.id });
          next = { ...next, meetingId: occurrence?.id ?? null };
        }
        let saved: TStoredLive;
        if (action === 'end') {
          await hooks.onEnd?.(tx, live, next, series);
          await deleteLive(tx, actor.orgId, live.id);
          saved = { id: live.id, version: live.version + 1, state: next };
        } else {
          const written = await saveLive(tx, actor.orgId, live, next);
          if (!written) throw conflict();
          saved = written;
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
          payload: { ...event, meetingId: next.meetingId, version: saved.version },
        });
        before = live.state;
        after = next;
        // `end` answers the ended state (its meetingId names the summary); a later GET starts afresh.
        return { liveMeeting: await answer(tx, actor.orgId, series, saved), changed: true };
      });
      if (before && after && hooks.afterChange) await hooks.afterChange(before, after);
      return result;
    },
  };
}
