import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { roomsOf } from '@cairn/domain/realtime/live-event-map';
import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { describe, expect, it, vi } from 'vitest';
import { measurables } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { countOrgRows, entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import {
  addMeasurable,
  buildScorecardTeam,
  newMeasurable,
  readMeasurable,
  thisWeek,
} from './scorecards.test-support.ts';

const { app, team, call, get, post, put } = useTestApp(buildScorecardTeam);
const add = (fields: object = {}) =>
  addMeasurable(app, team.owner.session, team.scorecardId, newMeasurable(team, fields));

describe('GET /api/v2/scorecards/meetings', () => {
  it('lists the scorecards of the meetings the caller sees, with their meeting and sizes', async () => {
    await add({ title: 'Kept' });
    const gone = await add({ title: 'Deleted' });
    await call(team.member.session, 'DELETE', `/scorecard/${team.scorecardId}/${gone.id}`);
    const member = await get(team.member.session, '/scorecards/meetings');
    expect(member.statusCode).toBe(200);
    expect(member.json().scorecards).toEqual([
      {
        id: team.scorecardId,
        tractionId: team.meeting.id,
        title: team.meeting.title,
        measurableCount: 1,
        peopleCount: team.meeting.inviteeIds.length,
      },
    ]);
    const owner = (await get(team.owner.session, '/scorecards/meetings')).json().scorecards;
    expect(owner.map((s: { id: string }) => s.id).sort()).toEqual(
      [team.scorecardId, team.otherScorecardId].sort(),
    );
    const outsider = await buildMember(app.db);
    expect((await get(outsider.session, '/scorecards/meetings')).json().scorecards).toEqual([]);
    expect((await get(null, '/scorecards/meetings')).statusCode).toBe(401);
  });

  it('every meeting answers its scorecard id', async () => {
    const res = await get(team.member.session, `/meeting/${team.meeting.id}`);
    expect(res.json().meeting.scorecardId).toBe(team.scorecardId);
  });
});

describe('POST /api/v2/scorecard (002 §7)', () => {
  it("answers the meeting's one scorecard, the same each time, and makes nothing", async () => {
    const before = await countOrgRows(app.db, measurables, team.orgId);
    const first = await post(team.member.session, '/scorecard', { tractionId: team.meeting.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().scorecard).toMatchObject({ id: team.scorecardId, tractionId: team.meeting.id });
    const again = await post(team.owner.session, '/scorecard', { tractionId: team.meeting.id });
    expect(again.json().scorecard.id).toBe(team.scorecardId);
    expect(await countOrgRows(app.db, measurables, team.orgId)).toBe(before);
  });

  it('refuses: 401 signed out, 403 an Observer, 404 a meeting not seen or of another organisation, 422 a bad id', async () => {
    const body = { tractionId: team.meeting.id };
    expect((await post(null, '/scorecard', body)).statusCode).toBe(401);
    expect((await post(team.observer.session, '/scorecard', body)).statusCode).toBe(403);
    // The Member is not invited to the other meeting.
    expect((await post(team.member.session, '/scorecard', { tractionId: team.other.id })).statusCode).toBe(
      404,
    );
    const outsider = await buildMember(app.db);
    expect((await post(outsider.session, '/scorecard', body)).statusCode).toBe(404);
    const bad = await post(team.member.session, '/scorecard', { tractionId: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad).field).toBe('tractionId');
  });
});

describe("the spec's ownerIds on a measurable (001 §3, issue 34 point 6)", () => {
  it('reads a list of one as the owner, on add and on edit; refuses several with the field named', async () => {
    const path = `/scorecard/${team.scorecardId}/add-measurable`;
    const body = newMeasurable(team, { ownerId: undefined, ownerIds: [team.member.person.id] });
    const added = await post(team.owner.session, path, body);
    expect(added.statusCode).toBe(201);
    expect(added.json().measurable.ownerId).toBe(team.member.person.id);
    const two = [team.member.person.id, team.owner.person.id];
    const several = await post(team.owner.session, path, { ...body, ownerIds: two });
    expect(several.statusCode).toBe(422);
    expect(firstMessage(several)).toMatchObject({ field: 'ownerIds', text: SCORECARD_TEXTS.oneOwner });
    const { id, version } = added.json().measurable;
    const edited = await put(team.owner.session, `/scorecard/${team.scorecardId}/${id}`, {
      ...body,
      ownerIds: [team.owner.person.id],
      version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().measurable.ownerId).toBe(team.owner.person.id);
  });
});

describe('POST /api/v2/scorecard/{s}/add-measurable', () => {
  it('adds a measurable with the spec defaults, an events row, and answers it', async () => {
    const live = vi.spyOn(app.live, 'entity');
    const res = await post(team.owner.session, `/scorecard/${team.scorecardId}/add-measurable`, {
      title: 'Revenue',
      ownerId: team.member.person.id,
      tractionId: team.meeting.id,
      goalValue: 12.5,
    });
    expect(res.statusCode).toBe(201);
    const { measurable, messages } = res.json();
    expect(messages[0].text).toBe('Created: Revenue');
    expect(measurable).toMatchObject({
      title: 'Revenue',
      scorecardId: team.scorecardId,
      ownerId: team.member.person.id,
      editorId: null,
      comparison: 'Greater',
      goalValue: 12.5,
      unitOfMeasure: 'Number',
      valueScale: 'One',
      decimalPlaces: 0,
      interval: 'Weekly',
      formula: null,
      tractionId: team.meeting.id,
      tractionIds: [team.meeting.id],
      version: 0,
    });
    expect((await entityEvents(app.db, 'measurable', measurable.id)).map((e) => e.action)).toEqual([
      'created',
    ]);
    // Heard in the meeting's room and by its owner, never by the whole organisation.
    const [[verb, payload]] = live.mock.calls;
    expect(verb).toBe('Added');
    expect(payload).toMatchObject({ entityId: measurable.id, type: 'measurable' });
    expect(roomsOf({ event: 'Added', payload })).toEqual([
      `meeting:${team.meeting.id}`,
      `person:${team.member.person.id}`,
    ]);
  });

  it('refuses bad input with 422 on the field and stores nothing', async () => {
    const outsider = await buildMember(app.db);
    const before = await countOrgRows(app.db, measurables, team.orgId);
    const cases: [object, string, string][] = [
      [{ title: ' ' }, 'title', SCORECARD_TEXTS.required],
      [{ goalValue: 'ten' }, 'goalValue', SCORECARD_TEXTS.notANumber],
      [{ goalValue: '1234567890123456' }, 'goalValue', SCORECARD_TEXTS.numberTooLong],
      [
        { unitOfMeasure: 'Dollar', decimalPlaces: 3 },
        'decimalPlaces',
        SCORECARD_TEXTS.decimalsForUnit('Dollar'),
      ],
      [{ unitOfMeasure: 'Yen', decimalPlaces: 2 }, 'decimalPlaces', SCORECARD_TEXTS.decimalsForUnit('Yen')],
      [{ ownerId: outsider.person.id }, 'ownerId', SCORECARD_TEXTS.ownerNotInOrg],
      [{ ownerId: team.observer.person.id }, 'ownerId', SCORECARD_TEXTS.ownerNotInOrg],
      [{ ownerId: team.admin.person.id }, 'ownerId', ITEM_TEXTS.ownerNotInMeeting],
      [{ editorId: team.member.person.id }, 'editorId', SCORECARD_TEXTS.editorIsOwner],
      [{ editorId: team.observer.person.id }, 'editorId', SCORECARD_TEXTS.editorUnlicensed],
      [{ editorId: outsider.person.id }, 'editorId', SCORECARD_TEXTS.editorUnlicensed],
      [{ formula: '{Nothing} * 2' }, 'formula', SCORECARD_TEXTS.formulaUnknown('nothing')],
      [{ formula: 'sqrt(4)' }, 'formula', SCORECARD_TEXTS.formulaInvalid],
    ];
    for (const [fields, field, text] of cases) {
      const res = await post(
        team.owner.session,
        `/scorecard/${team.scorecardId}/add-measurable`,
        newMeasurable(team, fields),
      );
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(firstMessage(res)).toMatchObject({ field, text });
    }
    const unknownUnit = await post(
      team.owner.session,
      `/scorecard/${team.scorecardId}/add-measurable`,
      newMeasurable(team, { unitOfMeasure: 'Furlongs' }),
    );
    expect(unknownUnit.statusCode).toBe(422);
    expect(firstMessage(unknownUnit).field).toBe('unitOfMeasure');
    expect(await countOrgRows(app.db, measurables, team.orgId)).toBe(before);
  });

  it('answers 401 without a session, 403 to an Observer, 404 for another organisation', async () => {
    const outsider = await buildMember(app.db);
    const url = `/scorecard/${team.scorecardId}/add-measurable`;
    expect((await post(null as never, url, newMeasurable(team))).statusCode).toBe(401);
    expect((await post(team.observer.session, url, newMeasurable(team))).statusCode).toBe(403);
    expect((await post(outsider.session, url, newMeasurable(team))).statusCode).toBe(404);
    const foreign = await buildMeeting(app.db, outsider.org.id, { ownerPersonId: outsider.person.id });
    const res = await post(team.owner.session, url, newMeasurable(team, { tractionIds: [foreign.id] }));
    expect(res.statusCode).toBe(404);
  });

  it('a Member who does not see the meeting gets 404 for its scorecard', async () => {
    const res = await post(
      team.member.session,
      `/scorecard/${team.otherScorecardId}/add-measurable`,
      newMeasurable(team),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/v2/scorecard/{s}/{m}', () => {
  const editBody = (m: { version: number }, fields: object = {}) => ({
    title: 'New customers',
    ownerId: team.member.person.id,
    comparison: 'GreaterOrEqual',
    goalValue: 10,
    unitOfMeasure: 'Number',
    valueScale: 'One',
    decimalPlaces: 0,
    interval: 'Weekly',
    version: m.version,
    ...fields,
  });

  it('edits every field in one call; a stale version is 409 and changes nothing', async () => {
    const m = await add();
    const url = `/scorecard/${team.scorecardId}/${m.id}`;
    const res = await put(
      team.owner.session,
      url,
      editBody(m, { title: 'Customers won', unitOfMeasure: 'Dollar', decimalPlaces: 2 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().measurable).toMatchObject({
      title: 'Customers won',
      unitOfMeasure: 'Dollar',
      decimalPlaces: 2,
      version: 1,
    });
    const before = await readMeasurable(app.db, m.id);
    const stale = await put(team.owner.session, url, editBody(m, { title: 'Too late' }));
    expect(stale.statusCode).toBe(409);
    expect(await readMeasurable(app.db, m.id)).toEqual(before);
  });

  it('a goal change applies from the period chosen; earlier periods keep the goal they had', async () => {
    const m = await add({ goalValue: 10 });
    const value = (intervalId: string, v: number) =>
      put(team.member.session, `/scorecard/${team.scorecardId}/${m.id}/add-measured-value`, {
        intervalId,
        value: v,
      });
    await value(thisWeek(-2), 12);
    await value(thisWeek(0), 12);
    const edit = await put(
      team.owner.session,
      `/scorecard/${team.scorecardId}/${m.id}`,
      editBody(m, { goalValue: 20, goalEffectiveFrom: thisWeek(-1) }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().measurable.goals.map((g: { goalValue: number }) => g.goalValue)).toEqual([10, 20]);
    const grid = (await get(team.member.session, `/scorecard/${team.scorecardId}?periods=4`)).json()
      .scorecard;
    const values = grid.measurables.find((x: { id: string }) => x.id === m.id).values;
    expect(
      values.map((v: { intervalId: string; isOnTarget: boolean }) => [v.intervalId, v.isOnTarget]),
    ).toEqual([
      [thisWeek(-2), true],
      [thisWeek(0), false],
    ]);
    const notStart = await put(
      team.owner.session,
      `/scorecard/${team.scorecardId}/${m.id}`,
      editBody({ version: 1 }, { goalValue: 30, goalEffectiveFrom: '2026-11-25' }),
    );
    expect(notStart.statusCode).toBe(422);
    expect(firstMessage(notStart).field).toBe('goalEffectiveFrom');
  });

  it('refuses a formula that uses itself or goes round through another', async () => {
    const revenue = await add({ title: 'Revenue' });
    const perCustomer = await add({ title: 'Per customer', formula: '{Revenue} / 2' });
    const self = await put(
      team.owner.session,
      `/scorecard/${team.scorecardId}/${revenue.id}`,
      editBody(revenue, { title: 'Revenue', formula: '{Revenue} + 1' }),
    );
    expect(firstMessage(self)).toMatchObject({ field: 'formula', text: SCORECARD_TEXTS.formulaSelf });
    const cycle = await put(
      team.owner.session,
      `/scorecard/${team.scorecardId}/${revenue.id}`,
      editBody(revenue, { title: 'Revenue', formula: '{Per customer} * 2' }),
    );
    expect(cycle.statusCode).toBe(422);
    expect(firstMessage(cycle).text).toBe(
      SCORECARD_TEXTS.formulaCycle(['Revenue', 'Per customer', 'Revenue']),
    );
    // Renaming a measurable keeps the formulas that use it working.
    await put(
      team.owner.session,
      `/scorecard/${team.scorecardId}/${revenue.id}`,
      editBody(revenue, { title: 'Sales' }),
    );
    expect((await readMeasurable(app.db, perCustomer.id)).formula).toBe('{Sales} / 2');
  });
});

describe('PUT /api/v2/scorecard/{s}/{m}/reassign', () => {
  it('moves the measurable to the new owner and off the meetings they are not invited to', async () => {
    const m = await add({ tractionIds: [team.other.id], ownerId: team.owner.person.id });
    expect(m.tractionIds.sort()).toEqual([team.meeting.id, team.other.id].sort());
    const res = await put(team.owner.session, `/scorecard/${team.scorecardId}/${m.id}/reassign`, {
      ownerId: team.member.person.id,
      version: m.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().measurable).toMatchObject({
      ownerId: team.member.person.id,
      tractionIds: [team.meeting.id],
    });
    const other = (await get(team.owner.session, `/scorecard/${team.otherScorecardId}`)).json().scorecard;
    expect(other.measurables.map((x: { id: string }) => x.id)).not.toContain(m.id);
    const stale = await put(team.owner.session, `/scorecard/${team.scorecardId}/${m.id}/reassign`, {
      ownerId: team.owner.person.id,
      version: m.version,
    });
    expect(stale.statusCode).toBe(409);
    const observer = await put(team.owner.session, `/scorecard/${team.scorecardId}/${m.id}/reassign`, {
      ownerId: team.observer.person.id,
      version: 1,
    });
    expect(firstMessage(observer)).toMatchObject({ field: 'ownerId', text: SCORECARD_TEXTS.ownerNotInOrg });
  });
});

describe('PUT /api/v2/scorecard/{s}/order and DELETE /api/v2/scorecard/{s}/{m}', () => {
  it('reorders the whole scorecard; a partial or foreign list is 422', async () => {
    const grid = async () =>
      (await get(team.member.session, `/scorecard/${team.scorecardId}`))
        .json()
        .scorecard.measurables.map((x: { id: string }) => x.id) as string[];
    const ids = await grid();
    const reversed = [...ids].reverse();
    const res = await put(team.member.session, `/scorecard/${team.scorecardId}/order`, {
      measurableIds: reversed,
    });
    expect(res.statusCode).toBe(200);
    expect(await grid()).toEqual(reversed);
    const partial = await put(team.member.session, `/scorecard/${team.scorecardId}/order`, {
      measurableIds: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    expect(
      (await put(team.observer.session, `/scorecard/${team.scorecardId}/order`, { measurableIds: ids }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a measurable from every scorecard; another organisation gets 404', async () => {
    const m = await add({ title: 'To remove' });
    const outsider = await buildMember(app.db);
    expect(
      (await call(outsider.session, 'DELETE', `/scorecard/${team.scorecardId}/${m.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(team.observer.session, 'DELETE', `/scorecard/${team.scorecardId}/${m.id}`)).statusCode,
    ).toBe(403);
    const res = await call(team.member.session, 'DELETE', `/scorecard/${team.scorecardId}/${m.id}`);
    expect(res.json()).toMatchObject({ succeeded: true, measurableId: m.id });
    expect((await get(team.member.session, `/scorecard/${team.scorecardId}/${m.id}`)).statusCode).toBe(404);
    expect((await readMeasurable(app.db, m.id)).deletedAt).not.toBeNull();
  });
});
