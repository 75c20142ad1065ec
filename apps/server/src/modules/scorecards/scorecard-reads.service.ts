import { todayIn, weekStartsOnOf } from '@cairn/domain/common/clock';
import { periodLabel } from '@cairn/domain/scorecards/periods';
import type { TMeasurableInterval } from '@cairn/domain/scorecards/scorecards.constants';
import type { TScorecardGridQuery } from '@cairn/domain/scorecards/scorecards.schemas';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { csvDocument, type TCsvCell } from '../../lib/csv.ts';
import { visibleMeetingIds } from '../../policies/meeting-scope.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { trackingMeasurables } from './measurable-links.ts';
import { createScorecardAccess } from './scorecard-access.ts';
import {
  measurableValues,
  presentGrid,
  presentMeasurable,
  windowPeriods,
  windowStart,
} from './scorecard-grid.ts';
import { createScorecardsRepository } from './scorecards.repository.ts';

/** How many periods a single measurable's chart shows by default: a year. */
const YEAR_OF: Record<TMeasurableInterval, number> = { Weekly: 52, Monthly: 12, Quarterly: 4 };

/** Reading scorecards: the list, the grid, one measurable with its year, and the CSV export. */
export function createScorecardReads(db: TDb) {
  const repo = createScorecardsRepository(db);
  const access = createScorecardAccess(db);

  async function grid(actor: TItemActor, scorecardId: string, query: TScorecardGridQuery) {
    const scorecard = await access.visibleScorecard(actor, scorecardId);
    const end = query.end ?? todayIn(new Date(), actor.clock.timeZone);
    const weekStartsOn = weekStartsOnOf(actor.clock.weekStart);
    const records = await repo.measurablesOfMeeting(actor.orgId, scorecard.meetingId);
    const from = windowStart(windowPeriods(end, query.periods, weekStartsOn), records);
    const stored = await repo.valuesBetween(
      actor.orgId,
      records.map((record) => record.row.id),
      from,
      end,
    );
    return presentGrid(scorecard, records, stored, end, query.periods, weekStartsOn);
  }

  /** The scorecards of these meetings (active ones), each with its counts, by meeting name. */
  async function summaries(actor: TItemActor, meetingIds: string[]) {
    const scorecards = (await repo.scorecardsOfMeetings(actor.orgId, meetingIds)).filter(
      (scorecard) => !scorecard.isArchived,
    );
    const counts = await repo.measurableCounts(
      actor.orgId,
      scorecards.map((scorecard) => scorecard.meetingId),
    );
    return scorecards
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((scorecard) => ({
        id: scorecard.scorecardId,
        tractionId: scorecard.meetingId,
        title: scorecard.title,
        measurableCount: counts.get(scorecard.meetingId) ?? 0,
        peopleCount: scorecard.inviteeIds.length,
      }));
  }

  return {
    /** `GET scorecards/meetings`: the scorecards of the active meetings the actor sees. */
    async list(actor: TItemActor) {
      const meetingIds = await visibleMeetingIds(db, actor);
      return summaries(actor, meetingIds);
    },

    /** `GET scorecards/tracking/{itemId}`: the measurables the actor sees that track the item. */
    tracking: (actor: TItemActor, itemId: string) => trackingMeasurables(actor, itemId, db),

    /** `POST scorecard`: the scorecard of an active meeting the caller sees (404 otherwise). */
    async ofMeeting(actor: TItemActor, meetingId: string) {
      const visible = (await visibleMeetingIds(db, actor)).includes(meetingId);
      const [scorecard] = visible ? await summaries(actor, [meetingId]) : [];
      if (!scorecard) throw notFound();
      return scorecard;
    },

    grid,

    /** `GET scorecard/{s}/{m}`: the measurable with its values over the window (a year by default). */
    async measurable(
      actor: TItemActor,
      scorecardId: string,
      measurableId: string,
      query: Partial<TScorecardGridQuery>,
    ) {
      const scorecard = await access.visibleScorecard(actor, scorecardId);
      const record = await access.measurableOn(scorecard, actor.orgId, measurableId);
      const end = query.end ?? todayIn(new Date(), actor.clock.timeZone);
      const periods = windowPeriods(
        end,
        query.periods ?? YEAR_OF[record.row.interval],
        weekStartsOnOf(actor.clock.weekStart),
      );
      // Formulas need the values of the measurables they name: read the whole home scorecard.
      const siblings = record.row.formula
        ? await repo.measurablesOfMeeting(actor.orgId, record.row.meetingId)
        : [record];
      const records = siblings.some((s) => s.row.id === record.row.id) ? siblings : [...siblings, record];
      const stored = await repo.valuesBetween(
        actor.orgId,
        records.map((r) => r.row.id),
        windowStart(periods, records),
        end,
      );
      return presentMeasurable(record, measurableValues(records, stored, periods).get(record.row.id) ?? []);
    },

    /**
     * `GET scorecard/{s}/export`: the grid's values as CSV `measurable,period,value` (the import's
     * shape); empty periods and error cells are left out, as the import could not take them.
     */
    async exportCsv(actor: TItemActor, scorecardId: string, query: TScorecardGridQuery) {
      const answer = await grid(actor, scorecardId, query);
      const rows: TCsvCell[][] = [['measurable', 'period', 'value', 'label']];
      for (const measurable of answer.measurables) {
        for (const value of measurable.values) {
          if (value.value === null) continue;
          const label = periodLabel(value.intervalId, measurable.interval);
          rows.push([measurable.title, value.intervalId, value.value, label]);
        }
      }
      return { title: answer.title, csv: csvDocument(rows) };
    },
  };
}

export type TScorecardReads = ReturnType<typeof createScorecardReads>;
