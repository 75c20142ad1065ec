import { periodLabel } from '@cairn/domain/scorecards/periods';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/route-test.ts';
import { addMeasurable, buildScorecardTeam, newMeasurable, thisWeek } from './scorecards.test-support.ts';

/**
 * Security issue 28 point 2: the CSV export never hands a spreadsheet a live formula. Text cells
 * that start with = + - @ (or a tab or carriage return) get a leading single quote; numbers
 * Cairn writes as numbers (a negative value) stay numbers. The import reads such a file back.
 */
const { app, team, get, post, put } = useTestApp(buildScorecardTeam);
const add = (title: string) =>
  addMeasurable(app, team.owner.session, team.scorecardId, newMeasurable(team, { title }));
const typeValue = (m: { id: string }, value: number) =>
  put(team.member.session, `/scorecard/${team.scorecardId}/${m.id}/add-measured-value`, {
    intervalId: thisWeek(),
    value,
  });

describe('GET /api/v2/scorecard/{s}/export', () => {
  it('neutralises cells that a spreadsheet would run as a formula; numbers stay numbers', async () => {
    const titles = ['=HYPERLINK("https://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)', 'Plain'];
    for (const [index, title] of titles.entries()) await typeValue(await add(title), -5 - index);
    const res = await get(team.member.session, `/scorecard/${team.scorecardId}/export?periods=1`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    const week = `${thisWeek()},`;
    const label = `,${periodLabel(thisWeek(), 'Weekly')}`;
    expect(lines).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")",${week}-5${label}`);
    expect(lines).toContain(`'+1+1,${week}-6${label}`);
    expect(lines).toContain(`'-2+3,${week}-7${label}`);
    expect(lines).toContain(`'@SUM(A1),${week}-8${label}`);
    expect(lines).toContain(`Plain,${week}-9${label}`);
    // No line hands a spreadsheet a formula: every cell starting with a trigger is quoted away.
    for (const line of lines.slice(1)) expect(line, line).not.toMatch(/(^|,)"?[=+@]/);
  });

  it('reads its own file back: the import finds the measurables behind the quote', async () => {
    const m = await add('=1+2 visits');
    await typeValue(m, 7);
    const csv = (await get(team.member.session, `/scorecard/${team.scorecardId}/export?periods=1`)).body;
    const preview = await post(team.member.session, `/scorecard/${team.scorecardId}/import`, {
      csv,
      dryRun: true,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().import.errors).toEqual([]);
  });

  it('is declared as text/csv in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths['/api/v2/scorecard/{scorecardId}/export'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/csv']);
    expect(operation.responses['200'].content['text/csv'].schema).toMatchObject({ type: 'string' });
  });
});
