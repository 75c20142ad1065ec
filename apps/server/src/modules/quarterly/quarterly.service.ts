import { QUARTERLY_RECENT_MAX } from '@cairn/domain/quarterly/quarterly.constants';
import type {
  TFinishQuarterlyRequest,
  TQuarterlySession,
  TQuarterlyState,
  TStartQuarterlyRequest,
} from '@cairn/domain/quarterly/quarterly.schemas';
import { quarterToClose, rockCompletionOf } from '@cairn/domain/quarterly/quarterly-rules';
import {
  parseQuarterKey,
  quarterKey,
  quarterSpan,
  shiftQuarter,
  type TQuarter,
} from '@cairn/domain/rocks/rock-quarters';
import { runChange } from '../../db/run-change.ts';
import { quarterlySessions } from '../../db/schema/index.ts';
import { actorToday } from '../../http/actor-today.ts';
import { rockPolicy } from '../../policies/rocks.ts';
import { createIssuesService } from '../issues/index.ts';
import { createRocksService } from '../rocks/index.ts';
import type { TItemActor, TItemDeps } from '../traction-items/index.ts';
import { readVtoRevision } from '../vto/index.ts';
import { presentSessions } from './quarterly.presenter.ts';
import { quarterlyRepository as repo } from './quarterly.repository.ts';
import { checkQuarterlyOn, sessionMeeting } from './quarterly-access.ts';
import { finishSession } from './quarterly-finish.ts';

/**
 * The quarterly session of a meeting (issue 32; docs/insights-and-learning.md): read what the
 * turn of a quarter reviews, open a session, and record its result in one change. New rocks,
 * carried rocks and dropped issues go through the rocks and issues services, so their rules,
 * delegation, events and live events apply.
 */
export function createQuarterlyService(deps: TItemDeps) {
  const rocks = createRocksService(deps);
  const issues = createIssuesService(deps);
  const { db } = deps;

  /** The company V/TO's plans as the caller may read them; null when there is none or it is hidden. */
  async function vtoPlans(actor: TItemActor): Promise<TQuarterlyState['vto']> {
    const found = await repo.publishedVto(db, actor.orgId);
    if (!found) return null;
    const revision = await readVtoRevision(db, actor, found.collectionId, found.revisionId).catch(() => null);
    if (!revision) return null;
    return {
      collectionId: revision.collectionId,
      revisionId: revision.revisionId,
      title: revision.title,
      oneYearPlan: revision.oneYearPlan,
      quarterlyPlan: revision.quarterlyPlan,
    };
  }

  return {
    /** `GET meeting/{meetingThreadId}/quarterly`. */
    async state(
      actor: TItemActor,
      meetingId: string,
    ): Promise<Omit<TQuarterlyState, 'succeeded' | 'messages'>> {
      await checkQuarterlyOn(db);
      await sessionMeeting(db, actor, meetingId, false);
      const open = await repo.openSession(db, actor.orgId, meetingId);
      const quarter: TQuarter = (open && parseQuarterKey(open.quarter)) || quarterToClose(actorToday(actor));
      const found = await repo.quarterRocks(
        db,
        actor.orgId,
        meetingId,
        quarterSpan(quarter),
        rockPolicy.scope(actor),
      );
      const rows = await rocks.list(
        actor,
        found.map((rock) => rock.id),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = found.map((rock) => byId.get(rock.id)).filter((row) => row !== undefined);
      const [presented, session, recent, vto] = [
        await rocks.present(actor, ordered),
        open ? (await presentSessions(db, actor.orgId, [open]))[0] : null,
        await presentSessions(
          db,
          actor.orgId,
          await repo.recentEnded(db, actor.orgId, meetingId, QUARTERLY_RECENT_MAX),
        ),
        await vtoPlans(actor),
      ];
      return {
        session: session ?? null,
        quarter: quarterKey(quarter),
        nextQuarter: quarterKey(shiftQuarter(quarter, 1)),
        rocks: presented,
        completion: rockCompletionOf(found.map((rock) => rock.status)),
        vto,
        recent,
      };
    },

    /** `POST meeting/{meetingThreadId}/quarterly/start`: the open session, made when there is none. */
    async start(
      actor: TItemActor,
      meetingId: string,
      input: TStartQuarterlyRequest,
    ): Promise<TQuarterlySession> {
      const row = await runChange(deps, actor, async (tx, record) => {
        await checkQuarterlyOn(tx);
        await sessionMeeting(tx, actor, meetingId, true);
        const open = await repo.openSession(tx, actor.orgId, meetingId);
        if (open) return open;
        const quarter =
          (input.quarter && parseQuarterKey(input.quarter)) || quarterToClose(actorToday(actor));
        const [created] = await tx
          .insert(quarterlySessions)
          .values({
            orgId: actor.orgId,
            meetingId,
            quarter: quarterKey(quarter),
            nextQuarter: quarterKey(shiftQuarter(quarter, 1)),
            startedByPersonId: actor.person.id,
          })
          // Two people pressing Start at once: the one-open-session index keeps one, and the other
          // answers it (PostgreSQL waits for the first transaction, then this statement sees its row).
          .onConflictDoNothing()
          .returning();
        if (!created) {
          const raced = await repo.openSession(tx, actor.orgId, meetingId);
          if (raced) return raced;
          throw new Error('The session was not stored');
        }
        await record({
          entityType: 'meeting',
          entityId: meetingId,
          action: 'quarterlySessionStarted',
          data: { sessionId: created.id, quarter: created.quarter },
          live: { verb: 'Updated', meetingIds: [meetingId] },
        });
        return created;
      });
      const [session] = await presentSessions(db, actor.orgId, [row]);
      return session as TQuarterlySession;
    },

    /** `POST quarterly-session/{id}/finish`: see quarterly-finish.ts. */
    async finish(actor: TItemActor, id: string, input: TFinishQuarterlyRequest): Promise<TQuarterlySession> {
      const row = await finishSession({ deps, rocks, issues }, actor, id, input);
      const [session] = await presentSessions(db, actor.orgId, [row]);
      return session as TQuarterlySession;
    },
  };
}
