import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { describe, expect, it } from 'vitest';
import { measurables } from '../../db/schema/index.ts';
import { countOrgRows, firstMessage, useTestApp } from '../../test/route-test.ts';
import { addMeasurable, buildScorecardTeam, newMeasurable, thisWeek } from './scorecards.test-support.ts';

/** Issue 35 point 7: the range goal ("between 10 and 20", both ends included), kept in the goal history. */
const { app, team, get, post, put } = useTestApp(buildScorecardTeam);

const gridValues = async (measurableId: string) => {
  const grid = (await get(team.member.session, `/scorecard/${team.scorecardId}?periods=4`)).json().scorecard;
  const measurable = grid.measurables.find((m: { id: string }) => m.id === measurableId);
  return { measurable, marks: measurable.values.map((v: { isOnTarget: boolean }) => v.isOnTarget) };
};

describe('the range goal (comparison Between)', () => {
  it('judges a value on target between both ends, both included, and answers the range', async () => {
    const m = await addMeasurable(
      app,
      team.owner.session,
      team.scorecardId,
      newMeasurable(team, { comparison: 'Between', goalValue: '10', goalValueMax: '20' }),
    );
    const enter = (weeks: number, value: number) =>
      put(team.member.session, `/scorecard/${team.scorecardId}/${m.id}/add-measured-value`, {
        intervalId: thisWeek(weeks),
        value,
      });
    await enter(-3, 9.5);
    await enter(-2, 10);
    await enter(-1, 20);
    await enter(0, 20.5);
    const { measurable, marks } = await gridValues(m.id);
    expect(measurable).toMatchObject({ comparison: 'Between', goalValue: 10, goalValueMax: 20 });
    expect(measurable.goals).toEqual([
      expect.objectContaining({ comparison: 'Between', goalValue: 10, goalValueMax: 20 }),
    ]);
    expect(marks).toEqual([false, true, true, false]);
  });

  it('keeps each period judged by the range in force then when the goal changes', async () => {
    const m = await addMeasurable(
      app,
      team.owner.session,
      team.scorecardId,
      newMeasurable(team, { goalValue: '10' }),
    );
    for (const weeks of [-1, 0])
      await put(team.member.session, `/scorecard/${team.scorecardId}/${m.id}/add-measured-value`, {
        intervalId: thisWeek(weeks),
        value: 25,
      });
    const edit = await put(team.owner.session, `/scorecard/${team.scorecardId}/${m.id}`, {
      title: 'New customers',
      ownerId: team.member.person.id,
      comparison: 'Between',
      goalValue: 10,
      goalValueMax: 20,
      unitOfMeasure: 'Number',
      valueScale: 'One',
      decimalPlaces: 0,
      interval: 'Weekly',
      goalEffectiveFrom: thisWeek(0),
      version: m.version,
    });
    expect(edit.statusCode).toBe(200);
    const { measurable, marks } = await gridValues(m.id);
    expect(
      measurable.goals.map((g: { comparison: string; goalValueMax: number | null }) => [
        g.comparison,
        g.goalValueMax,
      ]),
    ).toEqual([
      ['GreaterOrEqual', null],
      ['Between', 20],
    ]);
    expect(marks).toEqual([true, false]);
  });

  it('answers 422 on goalValueMax without a high end or one below the low end, and stores nothing', async () => {
    const before = await countOrgRows(app.db, measurables, team.orgId);
    for (const [goalValueMax, text] of [
      [undefined, SCORECARD_TEXTS.goalMaxRequired],
      ['5', SCORECARD_TEXTS.goalMaxBelowLow],
    ] as const) {
      const res = await post(
        team.owner.session,
        `/scorecard/${team.scorecardId}/add-measurable`,
        newMeasurable(team, { comparison: 'Between', goalValue: '10', goalValueMax }),
      );
      expect(res.statusCode).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field: 'goalValueMax', text });
    }
    expect(await countOrgRows(app.db, measurables, team.orgId)).toBe(before);
  });
});
