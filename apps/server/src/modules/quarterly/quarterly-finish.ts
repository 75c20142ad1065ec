import { QUARTERLY_TEXTS } from '@cairn/domain/quarterly/quarterly.constants';
import type { TFinishQuarterlyRequest, TQuarterlyResult } from '@cairn/domain/quarterly/quarterly.schemas';
import { rockCompletionOf } from '@cairn/domain/quarterly/quarterly-rules';
import { parseQuarterKey, quarterSpan } from '@cairn/domain/rocks/rock-quarters';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange } from '../../db/run-change.ts';
import { quarterlySessions } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioned-update.ts';
import { conflict, HttpError, invalidField, notFound } from '../../http/errors.ts';
import { rockPolicy } from '../../policies/rocks.ts';
import type { TIssuesService } from '../issues/index.ts';
import type { TRocksService } from '../rocks/index.ts';
import type { TItemActor, TItemDeps } from '../traction-items/index.ts';
import { quarterlyRepository as repo, type TSessionRow } from './quarterly.repository.ts';
import { checkQuarterlyOn, sessionMeeting } from './quarterly-access.ts';

type TFinishDeps = { deps: TItemDeps; rocks: TRocksService; issues: TIssuesService };
type TQuarterRock = Awaited<ReturnType<typeof repo.quarterRocks>>[number];

/**
 * Runs a service call of the session, naming the fields of its 422 under `prefix` (a new rock's
 * owner is `newRocks.1.ownerId`, a carried rock's `decisions.0.ownerId`), so the page points at
 * the row that needs a change.
 */
async function naming<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422)
      throw new HttpError(
        422,
        error.messages.map((message) => ({ ...message, field: `${prefix}.${message.field ?? 'rockId'}` })),
      );
    throw error;
  }
}

/**
 * `POST quarterly-session/{id}/finish`, ONE change: checks the session (404, 409 when ended or
 * stale), the meeting (404 / 403), the attendees (422 `attendeeIds`) and that every decided rock
 * is one of the quarter's rocks of the meeting (422 `decisions.N.rockId`); then gives each
 * decided rock its status, carries a not-done one into the next quarter as a new rock of this
 * meeting (same title, owner, type and notes, due the next quarter's last day), drops one to the
 * meeting's issues (owned by the rock's owner when invited, else by the caller), makes the new
 * rocks (Add Rock's rules and delegation), and ends the session with its result.
 */
export async function finishSession(
  { deps, rocks, issues }: TFinishDeps,
  actor: TItemActor,
  id: string,
  input: TFinishQuarterlyRequest,
): Promise<TSessionRow> {
  return runChange(deps, actor, async (tx, record) => {
    await checkQuarterlyOn(tx);
    const session = await repo.lockSession(tx, actor.orgId, id);
    if (!session) throw notFound('quarterly session');
    const meeting = await sessionMeeting(tx, actor, session.meetingId, true);
    if (session.endedAt) throw conflict(QUARTERLY_TEXTS.ended);
    if (session.version !== input.version) throw conflict();

    const names = await repo.peopleNames(tx, actor.orgId, input.attendeeIds);
    if (names.size !== input.attendeeIds.length)
      throw invalidField('attendeeIds', QUARTERLY_TEXTS.notAPerson);

    const quarter = parseQuarterKey(session.quarter);
    const nextQuarter = parseQuarterKey(session.nextQuarter);
    if (!quarter || !nextQuarter) throw new Error(`Session ${id} has no quarter`);
    const quarterRocks = () =>
      repo.quarterRocks(tx, actor.orgId, meeting.id, quarterSpan(quarter), rockPolicy.scope(actor));
    const byId = new Map((await quarterRocks()).map((rock) => [rock.id, rock]));
    input.decisions.forEach((decision, index) => {
      if (!byId.has(decision.rockId))
        throw invalidField(`decisions.${index}.rockId`, QUARTERLY_TEXTS.notThisQuarter);
    });

    const owners = await repo.peopleNames(
      tx,
      actor.orgId,
      [...byId.values()].map((rock) => rock.ownerPersonId).filter((owner): owner is string => owner !== null),
    );
    const decisions: TQuarterlyResult['decisions'] = [];
    for (const [index, decision] of input.decisions.entries()) {
      const rock = byId.get(decision.rockId) as TQuarterRock;
      const prefix = `decisions.${index}`;
      if (rock.status !== decision.status)
        await naming(prefix, () => rocks.setStatus(actor, rock.id, { status: decision.status }));
      const ownerId = rock.ownerPersonId ?? actor.person.id;
      let carriedRockId: string | null = null;
      let issueId: string | null = null;
      if (decision.next === 'carry') {
        const carried = await naming(prefix, () =>
          rocks.create(actor, {
            title: rock.title,
            ownerId,
            dueDate: quarterSpan(nextQuarter).to,
            type: rock.type,
            tractionIds: [meeting.id],
            contentHtml: rock.contentHtml,
            delegated: [],
          }),
        );
        carriedRockId = carried.rock.id;
      }
      if (decision.next === 'drop') {
        const isInvited = meeting.inviteeIds.includes(ownerId);
        const issue = await naming(prefix, () =>
          issues.create(actor, {
            title: rock.title,
            ownerId: isInvited ? ownerId : actor.person.id,
            tractionId: meeting.id,
            contentHtml: rock.contentHtml,
          }),
        );
        issueId = issue.id;
      }
      decisions.push({
        rockId: rock.id,
        title: rock.title,
        ownerName: rock.ownerPersonId ? (owners.get(rock.ownerPersonId) ?? null) : null,
        status: decision.status,
        next: decision.next,
        carriedRockId,
        issueId,
      });
    }

    const newRocks: TQuarterlyResult['newRocks'] = [];
    for (const [index, request] of input.newRocks.entries()) {
      const made = await naming(`newRocks.${index}`, () => rocks.create(actor, request));
      for (const rock of [made.rock, ...made.delegates]) newRocks.push({ id: rock.id, title: rock.title });
    }

    const result: TQuarterlyResult = {
      attendees: input.attendeeIds.map((personId) => ({ personId, name: names.get(personId) ?? '' })),
      completion: rockCompletionOf((await quarterRocks()).map((rock) => rock.status)),
      decisions,
      newRocks,
    };
    const ended = await endSession(tx, session, result);
    await record({
      entityType: 'meeting',
      entityId: meeting.id,
      action: 'quarterlySessionEnded',
      data: { sessionId: id, quarter: session.quarter, completion: result.completion },
      live: { verb: 'Updated', meetingIds: [meeting.id] },
    });
    return ended;
  });
}

function endSession(tx: TDbOrTx, session: TSessionRow, result: TQuarterlyResult) {
  return updateVersioned(
    tx,
    quarterlySessions,
    { id: session.id, version: session.version },
    { endedAt: new Date(), result },
  );
}
