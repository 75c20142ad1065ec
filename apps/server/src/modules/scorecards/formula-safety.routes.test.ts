import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { ZMeasurableAnswer, ZScorecardGridAnswer } from '@cairn/domain/scorecards/scorecards.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { measurables } from '../../db/schema/index.ts';
import { countOrgRows, firstMessage, useTestApp } from '../../test/route-test.ts';
import {
  addMeasurable,
  buildScorecardTeam,
  newMeasurable,
  readMeasurable,
  thisWeek,
} from './scorecards.test-support.ts';

/**
 * Security issue 28 point 1: a formula is arithmetic or it is refused, on every route that sets
 * one; and a stored formula that cannot be computed (a row from before the check) shows as an
 * error cell, never a 500 for the whole scorecard.
 */
const { app, team, get, post, put } = useTestApp(buildScorecardTeam);
const add = (fields: object = {}) =>
  addMeasurable(app, team.owner.session, team.scorecardId, newMeasurable(team, fields));
const typeValue = (m: { id: string }, intervalId: string, value: number) =>
  put(team.member.session, `/scorecard/${team.scorecardId}/${m.id}/add-measured-value`, {
    intervalId,
    value,
  });
/** Writes a formula straight into the row, as a row stored before the check may hold it. */
const storeFormula = (id: string, formula: string) =>
  app.db.update(measurables).set({ formula }).where(eq(measurables.id, id));

const HOSTILE = [
  '"abc" + {Revenue}',
  "'abc' * {Revenue}",
  '{Revenue} + "1"',
  'true + {Revenue}',
  'null * {Revenue}',
  'NaN * {Revenue}',
  '1e999 * {Revenue}',
  '{Revenue} * [1, 2]',
  '{Revenue} > 2',
  '{Revenue} ? 1 : 2',
  '{Revenue}!',
  '{Revenue} mod 2',
];

describe('formulas are arithmetic or refused (422 on formula, nothing stored)', () => {
  it('refuses text, booleans, non-finite numbers and any other node on add', async () => {
    await add({ title: 'Revenue' });
    const before = await countOrgRows(app.db, measurables, team.orgId);
    for (const formula of HOSTILE) {
      const res = await post(
        team.owner.session,
        `/scorecard/${team.scorecardId}/add-measurable`,
        newMeasurable(team, { title: 'Per customer', formula }),
      );
      expect(res.statusCode, formula).toBe(422);
      expect(firstMessage(res), formula).toMatchObject({
        field: 'formula',
        text: SCORECARD_TEXTS.formulaInvalid,
      });
    }
    expect(await countOrgRows(app.db, measurables, team.orgId)).toBe(before);
  });

  it('refuses the same on edit, and a rename that would write text into the formulas using it', async () => {
    const revenue = await add({ title: 'Net revenue' });
    await add({ title: 'Costs' });
    const margin = await add({ title: 'Margin', formula: '{Net revenue} - {Costs}' });
    const editBody = (m: { version: number }, fields: object) => ({
      ...newMeasurable(team),
      title: 'Margin',
      version: m.version,
      ...fields,
    });
    const before = await readMeasurable(app.db, margin.id);
    const edit = await put(
      team.owner.session,
      `/scorecard/${team.scorecardId}/${margin.id}`,
      editBody(margin, { formula: '"abc" + {Net revenue}' }),
    );
    expect(edit.statusCode).toBe(422);
    expect(firstMessage(edit)).toMatchObject({ field: 'formula', text: SCORECARD_TEXTS.formulaInvalid });
    // A title that closes the brace would turn `{Net revenue}` into `{Costs} + "abc" + {Costs}`.
    const rename = await put(
      team.owner.session,
      `/scorecard/${team.scorecardId}/${revenue.id}`,
      editBody(revenue, { title: 'Costs} + "abc" + {Costs' }),
    );
    expect(rename.statusCode).toBe(422);
    expect(firstMessage(rename)).toMatchObject({ field: 'title', text: SCORECARD_TEXTS.titleBreaksFormulas });
    expect(await readMeasurable(app.db, margin.id)).toEqual(before);
    expect((await readMeasurable(app.db, revenue.id)).title).toBe('Net revenue');
  });
});

describe('a stored formula that cannot be computed is an error cell, never a 500', () => {
  it('answers the grid, the measurable, the export and the formulas using it with error cells', async () => {
    const gross = await add({ title: 'Gross' });
    const calls = await add({ title: 'Calls' });
    const broken = await add({ title: 'Broken', formula: '{Gross} * 2' });
    const usesBroken = await add({ title: 'Uses broken', formula: '{Broken} + 1' });
    await typeValue(gross, thisWeek(-1), 100);
    await typeValue(calls, thisWeek(-1), 4);
    await storeFormula(broken.id, '"abc" + {Gross}');

    const res = await get(team.member.session, `/scorecard/${team.scorecardId}?periods=2`);
    expect(res.statusCode).toBe(200);
    const rows = new Map(ZScorecardGridAnswer.parse(res.json()).scorecard.measurables.map((m) => [m.id, m]));
    expect(rows.get(calls.id)?.values).toMatchObject([{ intervalId: thisWeek(-1), value: 4 }]);
    const errorCells = (error: string) =>
      [thisWeek(-1), thisWeek(0)].map((intervalId) =>
        expect.objectContaining({ intervalId, value: null, isOnTarget: null, isComputed: true, error }),
      );
    // The formula does not pass the check: every period of the window says why.
    expect(rows.get(broken.id)?.values).toEqual(errorCells(SCORECARD_TEXTS.formulaInvalid));
    expect(rows.get(usesBroken.id)?.values).toEqual(errorCells(SCORECARD_TEXTS.formulaInputFailed('Broken')));

    const one = await get(team.member.session, `/scorecard/${team.scorecardId}/${broken.id}?periods=2`);
    expect(one.statusCode).toBe(200);
    expect(ZMeasurableAnswer.parse(one.json()).measurable.values[0]).toMatchObject({
      error: SCORECARD_TEXTS.formulaInvalid,
    });
    const exported = await get(team.member.session, `/scorecard/${team.scorecardId}/export?periods=2`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(`Calls,${thisWeek(-1)},4,`);
    expect(exported.body).not.toContain('Broken,');
  });
});
