import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { ZScorecardGridAnswer } from '@cairn/domain/scorecards/scorecards.schemas';
import { describe, expect, it } from 'vitest';
import { measuredValues } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { countOrgRows, entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { addMeasurable, buildScorecardTeam, newMeasurable, thisWeek } from './scorecards.test-support.ts';

const { app, team, get, post, put } = useTestApp(buildScorecardTeam);
const add = (fields: object = {}) =>
  addMeasurable(app, team.owner.session, team.scorecardId, newMeasurable(team, fields));
const valueUrl = (m: { id: string }) => `/scorecard/${team.scorecardId}/${m.id}/add-measured-value`;

describe('PUT /api/v2/scorecard/{s}/{m}/add-measured-value', () => {
  it('stores a week of values judged against the goal; null clears; an events row per change', async () => {
    const m = await add({ comparison: 'GreaterOrEqual', goalValue: 10 });
    const hit = await put(team.member.session, valueUrl(m), {
      intervalId: thisWeek(-1),
      value: 10,
      entered: true,
    });
    expect(hit.statusCode).toBe(200);
    expect(hit.json().measuredValue).toMatchObject({
      intervalId: thisWeek(-1),
      value: 10,
      isOnTarget: true,
      note: '',
      version: 0,
    });
    const miss = await put(team.member.session, valueUrl(m), { intervalId: thisWeek(-1), value: '9.5' });
    expect(miss.json().measuredValue).toMatchObject({ value: 9.5, isOnTarget: false, version: 1 });
    const cleared = await put(team.member.session, valueUrl(m), { intervalId: thisWeek(-1), value: null });
    expect(cleared.json().measuredValue).toMatchObject({ value: null, isOnTarget: null });
    expect((await entityEvents(app.db, 'measuredvalue', m.id)).length).toBe(3);
  });

  it('refuses a day that does not start a period, bad numbers, formula measurables; stores nothing', async () => {
    const m = await add({ title: 'Calls made' });
    const formula = await add({ title: 'Calls doubled', formula: '{Calls made} * 2' });
    const before = await countOrgRows(app.db, measuredValues, team.orgId);
    const cases: [object, { id: string }, string, string][] = [
      [{ intervalId: '2026-11-25', value: 1 }, m, 'intervalId', SCORECARD_TEXTS.notAPeriodStart('Weekly')],
      [{ intervalId: thisWeek(), value: 'lots' }, m, 'value', SCORECARD_TEXTS.notANumber],
      [{ intervalId: thisWeek(), value: '1234567890123456' }, m, 'value', SCORECARD_TEXTS.numberTooLong],
      [{ intervalId: '2026-02-30', value: 1 }, m, 'intervalId', 'Enter a real date as YYYY-MM-DD'],
      [{ intervalId: thisWeek(), value: 1 }, formula, 'value', SCORECARD_TEXTS.formulaReadOnly],
    ];
    for (const [body, target, field, text] of cases) {
      const res = await put(team.member.session, valueUrl(target), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field, text });
    }
    const outsider = await buildMember(app.db);
    expect((await put(null as never, valueUrl(m), { intervalId: thisWeek(), value: 1 })).statusCode).toBe(
      401,
    );
    expect(
      (await put(team.observer.session, valueUrl(m), { intervalId: thisWeek(), value: 1 })).statusCode,
    ).toBe(403);
    expect((await put(outsider.session, valueUrl(m), { intervalId: thisWeek(), value: 1 })).statusCode).toBe(
      404,
    );
    expect(await countOrgRows(app.db, measuredValues, team.orgId)).toBe(before);
  });

  it('keeps a note on a period and answers it in the grid', async () => {
    const m = await add({ title: 'Demos' });
    const res = await put(team.member.session, `/scorecard/${team.scorecardId}/${m.id}/value-note`, {
      intervalId: thisWeek(),
      note: 'Two demos moved to next week',
    });
    expect(res.json().measuredValue).toMatchObject({ value: null, note: 'Two demos moved to next week' });
    const tooLong = await put(team.member.session, `/scorecard/${team.scorecardId}/${m.id}/value-note`, {
      intervalId: thisWeek(),
      note: 'x'.repeat(1_001),
    });
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('GET /api/v2/scorecard/{s}', () => {
  it('answers the grid window: periods per interval and each measurable with its values, formulas computed', async () => {
    const visits = await add({ title: 'Visits', goalValue: 100 });
    const sales = await add({ title: 'Sales', goalValue: 5 });
    const rate = await add({
      title: 'Conversion',
      formula: '{Sales} / {Visits} * 100',
      unitOfMeasure: 'Percent',
      goalValue: 4,
    });
    await put(team.member.session, valueUrl(visits), { intervalId: thisWeek(-1), value: 200 });
    await put(team.member.session, valueUrl(sales), { intervalId: thisWeek(-1), value: 10 });
    const res = await get(team.member.session, `/scorecard/${team.scorecardId}?periods=3`);
    expect(res.statusCode).toBe(200);
    const { scorecard } = ZScorecardGridAnswer.parse(res.json());
    expect(scorecard.periods.Weekly).toEqual([thisWeek(-2), thisWeek(-1), thisWeek(0)]);
    const row = scorecard.measurables.find((m) => m.id === rate.id);
    expect(row?.values).toEqual([
      { intervalId: thisWeek(-1), value: 5, isOnTarget: true, note: '', version: 0, isComputed: true },
    ]);
    const one = await get(team.member.session, `/scorecard/${team.scorecardId}/${rate.id}`);
    expect(one.json().measurable.values[0]).toMatchObject({ intervalId: thisWeek(-1), value: 5 });
    const outsider = await buildMember(app.db);
    expect((await get(outsider.session, `/scorecard/${team.scorecardId}`)).statusCode).toBe(404);
    expect((await get(team.observer.session, `/scorecard/${team.scorecardId}`)).statusCode).toBe(200);
    expect((await get(team.member.session, `/scorecard/${team.scorecardId}?periods=500`)).statusCode).toBe(
      422,
    );
  });

  it('exports the grid as CSV in the import shape', async () => {
    const m = await add({ title: 'Refunds, "large"' });
    await put(team.member.session, valueUrl(m), { intervalId: thisWeek(), value: 3 });
    const res = await get(team.member.session, `/scorecard/${team.scorecardId}/export?periods=2`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`"Refunds, ""large""",${thisWeek()},3,`);
  });
});

describe('POST /api/v2/scorecard/{s}/import', () => {
  it('previews changes and per-row errors, then writes only the valid rows', async () => {
    await add({ title: 'Leads' });
    const csv = [
      'measurable,period,value',
      `Leads,${thisWeek(-1)},12`,
      `leads,${thisWeek(0)},7`,
      `Nobody,${thisWeek(0)},1`,
      `Leads,not-a-day,3`,
      `Leads,${thisWeek(-2)},many`,
    ].join('\n');
    const preview = await post(team.member.session, `/scorecard/${team.scorecardId}/import`, {
      csv,
      dryRun: true,
    });
    expect(preview.statusCode).toBe(200);
    const { changes, errors, isApplied } = preview.json().import;
    expect(isApplied).toBe(false);
    expect(changes.map((c: { row: number; newValue: number }) => [c.row, c.newValue])).toEqual([
      [2, 12],
      [3, 7],
    ]);
    expect(errors).toEqual([
      { row: 4, text: SCORECARD_TEXTS.formulaUnknown('Nobody') },
      { row: 5, text: SCORECARD_TEXTS.csvBadPeriod },
      { row: 6, text: SCORECARD_TEXTS.notANumber },
    ]);
    const before = await countOrgRows(app.db, measuredValues, team.orgId);
    const applied = await post(team.member.session, `/scorecard/${team.scorecardId}/import`, {
      csv,
      dryRun: false,
    });
    expect(applied.json().import.isApplied).toBe(true);
    expect(await countOrgRows(app.db, measuredValues, team.orgId)).toBe(before + 2);
    expect(
      (await post(team.observer.session, `/scorecard/${team.scorecardId}/import`, { csv })).statusCode,
    ).toBe(403);
  });
});

describe('scorecard preferences', () => {
  it('are stored per person and organisation and answered back', async () => {
    const url = (name: string, value: boolean) => `/user/${name}/${team.orgId}/${value}`;
    expect((await get(team.member.session, '/scorecard-preferences')).json().preferences).toEqual({
      reverseScorecard: false,
      showAverage: true,
      showTotal: false,
    });
    await put(team.member.session, url('reverse-scorecard', true), {});
    const res = await put(team.member.session, url('show-total', true), {});
    expect(res.json().preferences).toEqual({ reverseScorecard: true, showAverage: true, showTotal: true });
    expect(
      (await get(team.owner.session, '/scorecard-preferences')).json().preferences.reverseScorecard,
    ).toBe(false);
    const outsider = await buildMember(app.db);
    expect((await put(outsider.session, url('show-total', true), {})).statusCode).toBe(404);
  });
});
