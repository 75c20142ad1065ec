import { todayIn } from '@cairn/domain/common/clock';
import { addDays } from '@cairn/domain/items/calendar-date';
import { ORG_TEXTS } from '@cairn/domain/orgs/orgs.constants';
import { periodStart, shiftPeriod } from '@cairn/domain/scorecards/periods';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgs } from '../../db/schema/index.ts';
import { buildSession, buildUser } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { addMeasurable, buildScorecardTeam, newMeasurable } from '../scorecards/scorecards.test-support.ts';

const { app, team, get, post, put } = useTestApp(buildScorecardTeam);

/** The zones 26 hours apart: Kiritimati's date is always a day or two after Baker Island's. */
const EARLIEST = 'Etc/GMT+12';
const LATEST = 'Pacific/Kiritimati';

const readOrg = async () => (await app.db.select().from(orgs).where(eq(orgs.id, team.orgId)))[0];

/** Saves the organisation's settings as the Owner with its current version. */
async function setClock(clock: { timeZone?: string; weekStart?: string }) {
  const org = await readOrg();
  return put(team.owner.session, `/org/${team.orgId}`, {
    name: org.name,
    themeColor: org.themeColor,
    version: org.version,
    ...clock,
  });
}

describe("the organisation's time zone and week start", () => {
  it('starts on UTC and Monday, and a new organisation takes the zone it is created with', async () => {
    const res = await get(team.owner.session, `/org/${team.orgId}`);
    expect(res.json().org).toMatchObject({ timeZone: 'UTC', weekStart: 'Monday' });
    const user = await buildUser(app.db);
    const session = await buildSession(app.db, user);
    const created = await post(session, '/orgs', { name: 'Kiribati Co', timeZone: LATEST });
    expect(created.statusCode).toBe(201);
    expect(created.json().org).toMatchObject({ timeZone: LATEST, weekStart: 'Monday' });
    const refused = await post(session, '/orgs', { name: 'Nowhere Co', timeZone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(422);
    expect(firstMessage(refused)).toMatchObject({ field: 'timeZone', text: ORG_TEXTS.chooseTimeZone });
  });

  it('refuses an unknown zone or week start with the field named, and changes nothing', async () => {
    const before = await readOrg();
    const zone = await setClock({ timeZone: 'Europe/Atlantis' });
    expect(zone.statusCode).toBe(422);
    expect(firstMessage(zone)).toMatchObject({ field: 'timeZone', text: ORG_TEXTS.chooseTimeZone });
    const day = await setClock({ weekStart: 'Friday' });
    expect(day.statusCode).toBe(422);
    expect(firstMessage(day)).toMatchObject({ field: 'weekStart', text: ORG_TEXTS.chooseWeekStart });
    expect(await readOrg()).toMatchObject({ version: before.version, timeZone: 'UTC', weekStart: 'Monday' });
  });

  it('judges overdue in the organisation zone, and the session carries the zone', async () => {
    const due = todayIn(new Date(), EARLIEST);
    expect((await setClock({ timeZone: EARLIEST })).statusCode).toBe(200);
    const created = await post(team.owner.session, '/todos', {
      title: 'Due today on Baker Island',
      ownerIds: [team.member.person.id],
      tractionId: team.meeting.id,
      dueDate: due,
    });
    const [todo] = created.json().todos;
    expect(todo.isOverdue).toBe(false);

    expect((await setClock({ timeZone: LATEST })).statusCode).toBe(200);
    expect((await get(team.owner.session, `/todo/${todo.id}`)).json().todo.isOverdue).toBe(true);
    const session = await get(team.owner.session, '/session');
    expect(session.json().org).toMatchObject({ timeZone: LATEST, weekStart: 'Monday' });
    expect((await setClock({ timeZone: 'UTC' })).statusCode).toBe(200);
  });

  it('moves weekly numbers to the new weeks when the week start changes, and back', async () => {
    const measurable = await addMeasurable(app, team.owner.session, team.scorecardId, newMeasurable(team));
    const monday = shiftPeriod(periodStart(todayIn(new Date(), 'UTC'), 'Weekly', 1), 'Weekly', -1);
    const valueUrl = `/scorecard/${team.scorecardId}/${measurable.id}/add-measured-value`;
    const saved = await put(team.member.session, valueUrl, { intervalId: monday, value: 12, entered: true });
    expect(saved.statusCode).toBe(200);

    expect((await setClock({ weekStart: 'Sunday' })).statusCode).toBe(200);
    const sunday = addDays(monday, -1);
    const grid = (await get(team.owner.session, `/scorecard/${team.scorecardId}?periods=4`)).json().scorecard;
    expect(grid.periods.Weekly.every((period: string) => new Date(period).getUTCDay() === 0)).toBe(true);
    const row = grid.measurables.find((m: { id: string }) => m.id === measurable.id);
    expect(row.values).toEqual([expect.objectContaining({ intervalId: sunday, value: 12 })]);
    const onMonday = await put(team.member.session, valueUrl, {
      intervalId: monday,
      value: 1,
      entered: true,
    });
    expect(onMonday.statusCode).toBe(422);
    expect(firstMessage(onMonday).field).toBe('intervalId');

    expect((await setClock({ weekStart: 'Monday' })).statusCode).toBe(200);
    const back = (await get(team.owner.session, `/scorecard/${team.scorecardId}/${measurable.id}`)).json();
    expect(back.measurable.values).toEqual([expect.objectContaining({ intervalId: monday, value: 12 })]);
  });
});
