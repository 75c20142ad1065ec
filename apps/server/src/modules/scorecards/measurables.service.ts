import { todayIn, weekStartsOnOf } from '@cairn/domain/common/clock';
import { isPeriodStart, periodStart } from '@cairn/domain/scorecards/periods';
import { SCORECARD_TEXTS, type TMeasurableInterval } from '@cairn/domain/scorecards/scorecards.constants';
import type {
  TCreateMeasurableRequest,
  TEditMeasurableRequest,
  TReassignMeasurableRequest,
} from '@cairn/domain/scorecards/scorecards.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TAfterCommit, type TChangeDeps, type TRecord } from '../../db/run-change.ts';
import { measurables } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioned-update.ts';
import { invalidField } from '../../http/errors.ts';
import type { TNotifier } from '../notifications/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { notifyNewOwner } from '../traction-items/index.ts';
import { checkFormula, FormulaError, formulaName } from './formula.ts';
import { linkColumnsFor } from './measurable-links.ts';
import { createScorecardAccess } from './scorecard-access.ts';
import {
  createScorecardsRepository,
  FIRST_GOAL_FROM,
  type TMeasurableRecord,
} from './scorecards.repository.ts';

/** Today's period start of an interval, in the organisation's zone and weeks. */
function currentPeriod(interval: TMeasurableInterval, clock: TItemActor['clock'], now = new Date()): string {
  return periodStart(todayIn(now, clock.timeZone), interval, weekStartsOnOf(clock.weekStart));
}

/** The range's high end as stored: only a `Between` goal keeps one. */
function goalMaxOf(body: { comparison: string; goalValueMax?: number | null }): number | null {
  return body.comparison === 'Between' ? (body.goalValueMax ?? null) : null;
}

/** The measurable's own columns as an add or an edit sets them. */
function storedFields(body: TCreateMeasurableRequest | TEditMeasurableRequest) {
  return {
    title: body.title,
    ownerPersonId: body.ownerId,
    editorPersonId: body.editorId ?? null,
    comparison: body.comparison,
    unitOfMeasure: body.unitOfMeasure,
    valueScale: body.valueScale,
    decimalPlaces: body.decimalPlaces,
    interval: body.interval,
    formula: body.formula || null,
  };
}

/** Adding, editing, reassigning, ordering and removing measurables (001 §2-§5, §7). */
export function createMeasurablesService(deps: TChangeDeps & { notifier?: TNotifier }) {
  /** Tells a new owner other than the actor (issue 15), inside the change. */
  const tellNewOwner = async (
    tx: TDbOrTx,
    afterCommit: TAfterCommit,
    actor: TItemActor,
    row: { ownerPersonId: string | null; title: string },
  ) => {
    if (!deps.notifier || !row.ownerPersonId || row.ownerPersonId === actor.person.id) return;
    await notifyNewOwner(deps.notifier, { tx, afterCommit, actor, kind: { entityType: 'measurable' }, row });
  };

  const repo = createScorecardsRepository(deps.db);
  const access = createScorecardAccess(deps.db);

  /** 422 on `formula` unless it reads and names other measurables of the home scorecard, without cycles. */
  async function checkFormulaOn(
    actor: TItemActor,
    meetingId: string,
    selfId: string | null,
    formula: string,
    tx: TDbOrTx,
  ) {
    const siblings = await repo.measurablesOfMeeting(actor.orgId, meetingId, tx);
    try {
      checkFormula(
        selfId,
        formula,
        siblings.map((record) => record.row),
      );
    } catch (error) {
      if (error instanceof FormulaError) throw invalidField('formula', error.message);
      throw error;
    }
  }

  const announce = (
    record: TRecord,
    measurable: TMeasurableRecord | { id: string; meetingIds: string[]; personIds: (string | null)[] },
    verb: 'Added' | 'Updated' | 'Deleted',
  ) => {
    const id = 'row' in measurable ? measurable.row.id : measurable.id;
    const meetingIds = measurable.meetingIds;
    const personIds =
      'row' in measurable
        ? [measurable.row.ownerPersonId, measurable.row.editorPersonId]
        : measurable.personIds;
    const action = verb === 'Added' ? 'created' : verb === 'Deleted' ? 'deleted' : 'updated';
    return record({ entityType: 'measurable', entityId: id, action, live: { verb, meetingIds, personIds } });
  };

  /**
   * Rewrites `{Old title}` to `{New title}` in the formulas of the measurable's home scorecard.
   * A new title with a brace is refused while formulas use it: written into them it would
   * close the reference and let the title's rest (text, calls) into the formula unchecked.
   */
  async function renameInFormulas(actor: TItemActor, record: TMeasurableRecord, title: string, tx: TDbOrTx) {
    const old = formulaName(record.row.title);
    if (old === formulaName(title)) return;
    for (const sibling of await repo.measurablesOfMeeting(actor.orgId, record.row.meetingId, tx)) {
      const formula = sibling.row.formula;
      if (!formula) continue;
      const rewritten = formula.replace(/\{([^{}]*)\}/g, (whole, name: string) =>
        formulaName(name) === old ? `{${title}}` : whole,
      );
      if (rewritten !== formula) {
        if (/[{}]/.test(title)) throw invalidField('title', SCORECARD_TEXTS.titleBreaksFormulas);
        await tx
          .update(measurables)
          .set({ formula: rewritten })
          .where(and(eq(measurables.orgId, actor.orgId), eq(measurables.id, sibling.row.id)));
      }
    }
  }

  return {
    /** `POST scorecard/{s}/add-measurable`: the scorecard's meeting and any others chosen. */
    async add(actor: TItemActor, scorecardId: string, body: TCreateMeasurableRequest) {
      const scorecard = await access.changeableScorecard(actor, scorecardId);
      const field = body.tractionIds?.length ? 'tractionIds' : 'tractionId';
      const chosen = [
        scorecard.meetingId,
        ...(body.tractionId ? [body.tractionId] : []),
        ...(body.tractionIds ?? []),
      ];
      const id = await runChange(deps, actor, async (tx, record, afterCommit) => {
        const meetings = await access.meetingsForMeasurable(actor, chosen, field, tx);
        await access.checkPeople(actor, { ...body, currentOwnerId: null }, meetings, tx);
        if (body.formula) await checkFormulaOn(actor, scorecard.meetingId, null, body.formula, tx);
        const link = await linkColumnsFor(actor, body.linkedItemId ?? null, tx);
        const row = await repo.insertMeasurable(
          {
            orgId: actor.orgId,
            meetingId: scorecard.meetingId,
            ...storedFields(body),
            ...link,
          },
          { fromPeriod: FIRST_GOAL_FROM, goalValue: body.goalValue, goalValueMax: goalMaxOf(body) },
          meetings.map((meeting) => meeting.id),
          tx,
        );
        await announce(
          record,
          {
            id: row.id,
            meetingIds: meetings.map((m) => m.id),
            personIds: [row.ownerPersonId, row.editorPersonId],
          },
          'Added',
        );
        await tellNewOwner(tx, afterCommit, actor, row);
        return row.id;
      });
      return (await repo.findMeasurable(actor.orgId, id)) as TMeasurableRecord;
    },

    /**
     * `PUT scorecard/{s}/{m}`: every editable field in one transaction with one version check.
     * A new owner drops the meetings they are not invited to (001 §8); a goal change applies
     * from `goalEffectiveFrom` (this period when absent); earlier periods keep their goal.
     */
    async edit(actor: TItemActor, scorecardId: string, measurableId: string, body: TEditMeasurableRequest) {
      const scorecard = await access.changeableScorecard(actor, scorecardId);
      await runChange(deps, actor, async (tx, record, afterCommit) => {
        const current = await access.measurableOn(scorecard, actor.orgId, measurableId, tx);
        const wanted = body.tractionIds ?? current.meetingIds;
        const added = wanted.filter((id) => !current.meetingIds.includes(id));
        await access.meetingsForMeasurable(actor, added, 'tractionIds', tx);
        const meetings = await repo.scorecardsOfMeetings(actor.orgId, [...new Set(wanted)], tx);
        const ownerChanged = body.ownerId !== current.row.ownerPersonId;
        const kept = ownerChanged ? meetings.filter((m) => m.inviteeIds.includes(body.ownerId)) : meetings;
        if (kept.length === 0) throw invalidField('ownerId', SCORECARD_TEXTS.ownerNoMeetings);
        await access.checkPeople(actor, { ...body, currentOwnerId: current.row.ownerPersonId }, kept, tx);
        const home = kept.some((m) => m.meetingId === current.row.meetingId)
          ? current.row.meetingId
          : kept[0].meetingId;
        if (body.formula) await checkFormulaOn(actor, home, measurableId, body.formula, tx);
        const goalFrom = body.goalEffectiveFrom ?? currentPeriod(body.interval, actor.clock);
        if (!isPeriodStart(goalFrom, body.interval, weekStartsOnOf(actor.clock.weekStart))) {
          throw invalidField('goalEffectiveFrom', SCORECARD_TEXTS.notAPeriodStart(body.interval));
        }
        const goal = current.goals.at(-1);
        const goalValueMax = goalMaxOf(body);
        const isGoalChanged =
          goal?.goalValue !== body.goalValue ||
          goal?.comparison !== body.comparison ||
          (goal?.goalValueMax ?? null) !== goalValueMax;
        if (isGoalChanged) {
          const goalChange = {
            fromPeriod: goalFrom,
            goalValue: body.goalValue,
            goalValueMax,
            comparison: body.comparison,
          };
          await repo.setGoalFrom(actor.orgId, measurableId, goalChange, tx);
        }
        if (body.title !== current.row.title) await renameInFormulas(actor, current, body.title, tx);
        // Absent keeps the link as it is; null removes it; an id is checked again.
        const link =
          body.linkedItemId === undefined ? {} : await linkColumnsFor(actor, body.linkedItemId, tx);
        await updateVersioned(
          tx,
          measurables,
          {
            id: measurableId,
            version: body.version,
            where: and(eq(measurables.orgId, actor.orgId), isNull(measurables.deletedAt)),
          },
          {
            meetingId: home,
            ...storedFields(body),
            ...link,
          },
        );
        const keptIds = kept.map((m) => m.meetingId);
        await repo.unlinkMeetings(
          actor.orgId,
          measurableId,
          current.meetingIds.filter((id) => !keptIds.includes(id)),
          tx,
        );
        await repo.linkMeetings(actor.orgId, measurableId, keptIds, tx);
        await announce(
          record,
          {
            id: measurableId,
            meetingIds: [...current.meetingIds, ...keptIds],
            personIds: [current.row.ownerPersonId, body.ownerId, body.editorId ?? null],
          },
          'Updated',
        );
        if (ownerChanged)
          await tellNewOwner(tx, afterCommit, actor, { ownerPersonId: body.ownerId, title: body.title });
      });
      return (await repo.findMeasurable(actor.orgId, measurableId)) as TMeasurableRecord;
    },

    /** `PUT scorecard/{s}/{m}/reassign`: the edit with only the owner changed. */
    async reassign(
      actor: TItemActor,
      scorecardId: string,
      measurableId: string,
      body: TReassignMeasurableRequest,
    ) {
      const scorecard = await access.visibleScorecard(actor, scorecardId);
      const current = await access.measurableOn(scorecard, actor.orgId, measurableId);
      const goal = current.goals.at(-1);
      return this.edit(actor, scorecardId, measurableId, {
        title: current.row.title,
        ownerId: body.ownerId,
        editorId: current.row.editorPersonId === body.ownerId ? null : current.row.editorPersonId,
        comparison: goal?.comparison ?? current.row.comparison,
        goalValue: goal?.goalValue ?? 0,
        goalValueMax: goal?.goalValueMax ?? null,
        unitOfMeasure: current.row.unitOfMeasure,
        valueScale: current.row.valueScale,
        decimalPlaces: current.row.decimalPlaces,
        interval: current.row.interval,
        formula: current.row.formula,
        version: body.version,
      });
    },

    /** `DELETE scorecard/{s}/{m}`: removed from every scorecard (soft delete; values are kept). */
    async remove(actor: TItemActor, scorecardId: string, measurableId: string) {
      const scorecard = await access.changeableScorecard(actor, scorecardId);
      await runChange(deps, actor, async (tx, record) => {
        const current = await access.measurableOn(scorecard, actor.orgId, measurableId, tx);
        await tx
          .update(measurables)
          .set({ deletedAt: new Date(), version: current.row.version + 1 })
          .where(and(eq(measurables.orgId, actor.orgId), eq(measurables.id, measurableId)));
        await announce(record, current, 'Deleted');
      });
      return measurableId;
    },

    /** `PUT scorecard/{s}/order`: the scorecard's measurables, every one, in the new order. */
    async order(actor: TItemActor, scorecardId: string, measurableIds: string[]) {
      const scorecard = await access.changeableScorecard(actor, scorecardId);
      await runChange(deps, actor, async (tx, record) => {
        const shown = (await repo.measurablesOfMeeting(actor.orgId, scorecard.meetingId, tx)).map(
          (r) => r.row.id,
        );
        const sent = new Set(measurableIds);
        if (
          sent.size !== measurableIds.length ||
          shown.length !== sent.size ||
          shown.some((id) => !sent.has(id))
        ) {
          throw invalidField('measurableIds', SCORECARD_TEXTS.orderMismatch);
        }
        await repo.setOrder(actor.orgId, scorecard.meetingId, measurableIds, tx);
        await record({
          entityType: 'scorecard',
          entityId: scorecard.scorecardId,
          action: 'updated',
          live: { verb: 'Updated', meetingIds: [scorecard.meetingId] },
        });
      });
    },
  };
}

export type TMeasurablesService = ReturnType<typeof createMeasurablesService>;
