import { weekStartsOnOf } from '@cairn/domain/common/clock';
import { isCalendarDate } from '@cairn/domain/items/calendar-date';
import { isPeriodStart, periodStart } from '@cairn/domain/scorecards/periods';
import {
  NUMBER_FIELD_MAX_LENGTH,
  SCORECARD_IMPORT_ROWS_MAX,
  SCORECARD_TEXTS,
} from '@cairn/domain/scorecards/scorecards.constants';
import type {
  TAddMeasuredValueRequest,
  TScorecardImportPreview,
  TScorecardImportRequest,
  TValueNoteRequest,
} from '@cairn/domain/scorecards/scorecards.schemas';
import { parseNumberText } from '@cairn/domain/scorecards/value-format';
import { parse } from 'csv-parse/sync';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { invalidField } from '../../http/errors.ts';
import { withoutCsvGuard } from '../../lib/csv.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { formulaName } from './formula.ts';
import { createScorecardAccess } from './scorecard-access.ts';
import { presentStoredValue } from './scorecard-grid.ts';
import { createScorecardsRepository, type TMeasurableRecord } from './scorecards.repository.ts';

type TImportRow = { row: number; record: TMeasurableRecord; intervalId: string; value: number | null };

/** One CSV row read against the scorecard's measurables: what it sets, or why it cannot. */
function readImportRow(
  byName: Map<string, TMeasurableRecord>,
  name: string,
  period: string,
  rawValue: string,
  weekStartsOn: number,
): Omit<TImportRow, 'row'> | string {
  // A name the export quoted (`'=Leads`) reads back as the measurable it came from.
  const record = byName.get(formulaName(name)) ?? byName.get(formulaName(withoutCsvGuard(name)));
  if (!record) return SCORECARD_TEXTS.formulaUnknown(name);
  if (record.row.formula) return SCORECARD_TEXTS.formulaReadOnly;
  if (!isCalendarDate(period)) return SCORECARD_TEXTS.csvBadPeriod;
  if (rawValue.length > NUMBER_FIELD_MAX_LENGTH) return SCORECARD_TEXTS.numberTooLong;
  const value = rawValue === '' ? null : parseNumberText(rawValue);
  if (rawValue !== '' && value === null) return SCORECARD_TEXTS.notANumber;
  return { record, intervalId: periodStart(period, record.row.interval, weekStartsOn), value };
}

/** Typing a period's value and its note, and importing values from CSV (002 §7 add-measured-value). */
export function createScorecardValuesService(deps: TChangeDeps) {
  const repo = createScorecardsRepository(deps.db);
  const access = createScorecardAccess(deps.db);

  /** The measurable a value goes to: on a scorecard the actor may change, typed (not a formula). */
  async function typedMeasurable(actor: TItemActor, scorecardId: string, measurableId: string) {
    const scorecard = await access.changeableScorecard(actor, scorecardId);
    return access.measurableOn(scorecard, actor.orgId, measurableId);
  }

  async function save(
    actor: TItemActor,
    record: TMeasurableRecord,
    intervalId: string,
    change: { value?: number | null; note?: string; isEntered?: boolean },
  ) {
    if (!isPeriodStart(intervalId, record.row.interval, weekStartsOnOf(actor.clock.weekStart))) {
      throw invalidField('intervalId', SCORECARD_TEXTS.notAPeriodStart(record.row.interval));
    }
    const row = await runChange(deps, actor, async (tx, note) => {
      const saved = await repo.upsertValue(
        { orgId: actor.orgId, measurableId: record.row.id, intervalId, personId: actor.person.id, ...change },
        tx,
      );
      await note({
        entityType: 'measuredvalue',
        entityId: record.row.id,
        action: 'updated',
        data: { intervalId, ...change },
        live: { verb: 'Updated', meetingIds: record.meetingIds },
      });
      return saved;
    });
    return presentStoredValue(record, row);
  }

  /** Reads the CSV rows against the scorecard's measurables: what would change, and each row's error. */
  function readImport(csv: string, records: TMeasurableRecord[], weekStartsOn: number) {
    const byName = new Map(records.map((record) => [formulaName(record.row.title), record]));
    const errors: TScorecardImportPreview['errors'] = [];
    const rows: TImportRow[] = [];
    let lines: string[][];
    try {
      lines = parse(csv, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
    } catch {
      throw invalidField('csv', SCORECARD_TEXTS.csvUnreadable);
    }
    if (lines.length > SCORECARD_IMPORT_ROWS_MAX + 1) throw invalidField('csv', SCORECARD_TEXTS.csvTooLong);
    for (const [index, [name = '', period = '', rawValue = '']] of lines.entries()) {
      const row = index + 1;
      if (index === 0 && name.toLowerCase() === 'measurable') continue;
      const read = readImportRow(byName, name, period, rawValue, weekStartsOn);
      if (typeof read === 'string') errors.push({ row, text: read });
      else rows.push({ row, ...read });
    }
    return { rows, errors };
  }

  return {
    /** `PUT scorecard/{s}/{m}/add-measured-value`: a period's value, or null to clear it. */
    async addValue(
      actor: TItemActor,
      scorecardId: string,
      measurableId: string,
      body: TAddMeasuredValueRequest,
    ) {
      const record = await typedMeasurable(actor, scorecardId, measurableId);
      if (record.row.formula) throw invalidField('value', SCORECARD_TEXTS.formulaReadOnly);
      return save(actor, record, body.intervalId, { value: body.value, isEntered: body.entered });
    },

    /** `PUT scorecard/{s}/{m}/value-note`: the note on a period's value ('' removes it). */
    async setNote(actor: TItemActor, scorecardId: string, measurableId: string, body: TValueNoteRequest) {
      const record = await typedMeasurable(actor, scorecardId, measurableId);
      return save(actor, record, body.intervalId, { note: body.note });
    },

    /**
     * `POST scorecard/{s}/import`: CSV rows `measurable,period,value` (a header row is skipped;
     * a period may be any day of it; an empty value clears). A dry run only previews; otherwise
     * the valid rows are written in one change and the rows in error are answered, not written.
     */
    async importCsv(
      actor: TItemActor,
      scorecardId: string,
      body: TScorecardImportRequest,
    ): Promise<TScorecardImportPreview> {
      const scorecard = await access.changeableScorecard(actor, scorecardId);
      const records = await repo.measurablesOfMeeting(actor.orgId, scorecard.meetingId);
      const { rows, errors } = readImport(body.csv, records, weekStartsOnOf(actor.clock.weekStart));
      const latest = new Map(rows.map((row) => [`${row.record.row.id}|${row.intervalId}`, row]));
      const changes: TScorecardImportPreview['changes'] = [];
      for (const row of latest.values()) {
        const current = await repo.findValue(actor.orgId, row.record.row.id, row.intervalId);
        const oldValue = current?.value ?? null;
        if (oldValue === row.value) continue;
        changes.push({
          row: row.row,
          measurableId: row.record.row.id,
          title: row.record.row.title,
          intervalId: row.intervalId,
          oldValue,
          newValue: row.value,
        });
      }
      changes.sort((a, b) => a.row - b.row);
      if (body.dryRun || changes.length === 0) return { changes, errors, isApplied: false };
      await runChange(deps, actor, async (tx, note) => {
        for (const change of changes) {
          await repo.upsertValue(
            {
              orgId: actor.orgId,
              measurableId: change.measurableId,
              intervalId: change.intervalId,
              personId: actor.person.id,
              value: change.newValue,
              isEntered: false,
            },
            tx,
          );
        }
        for (const measurableId of new Set(changes.map((change) => change.measurableId))) {
          const record = records.find((r) => r.row.id === measurableId) as TMeasurableRecord;
          await note({
            entityType: 'measuredvalue',
            entityId: measurableId,
            action: 'updated',
            data: { imported: changes.filter((c) => c.measurableId === measurableId).length },
            live: { verb: 'Updated', meetingIds: record.meetingIds },
          });
        }
      });
      return { changes, errors, isApplied: true };
    },
  };
}

export type TScorecardValuesService = ReturnType<typeof createScorecardValuesService>;
