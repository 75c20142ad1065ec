import { addUsageDays, usageDayOf, usageWeekOf } from '@cairn/domain/usage/usage.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usageActiveDays, usagePageViews, users } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp, type TTestSession } from '../../test/test-app.ts';

const REPORT = '/api/v2/usage/page-views';
const OVERVIEW = '/api/v2/admin/usage';
const COUNTING = '/api/v2/account/usage-counting';
const FLAGS = '/api/v2/app-configuration/feature-flags';

describe('instance usage, counted at home', () => {
  let app: TTestApp;
  let admin: TTestSession;
  let member: TTestSession;
  let memberId: string;
  beforeAll(async () => {
    app = await createTestApp();
    const built = await buildMember(app.db);
    await app.db.update(users).set({ isInstanceAdmin: true }).where(eq(users.id, built.user.id));
    admin = built.session;
    const other = await buildMember(app.db, 'Member', built.orgId);
    member = other.session;
    memberId = other.user.id;
  });
  afterAll(async () => app.close());
  beforeEach(async () => {
    await app.db.delete(usagePageViews);
    await app.db.delete(usageActiveDays);
    await injectAs(app, admin, {
      method: 'PUT',
      url: FLAGS,
      payload: { featureFlags: { ProductAnalytics: true, DataCollection: true } },
    });
    await injectAs(app, member, { method: 'PUT', url: COUNTING, payload: { isOptedOut: false } });
  });

  const report = (session: TTestSession | null, views: unknown) =>
    injectAs(app, session, { method: 'POST', url: REPORT, payload: { views } });
  const overview = async () => (await injectAs(app, admin, { method: 'GET', url: OVERVIEW })).json().usage;
  const today = usageDayOf(new Date());

  it('counts views per area in one daily row each, and each person once a day and week', async () => {
    const answer = await report(member, [
      { area: 'dashboard', count: 2 },
      { area: 'todos', count: 1 },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().counted).toEqual({ pageViews: true, activePerson: true });
    await report(member, [{ area: 'todos', count: 3 }]);
    await report(admin, [{ area: 'admin', count: 1 }]);
    expect(await app.db.select().from(usagePageViews)).toHaveLength(3);

    const usage = await overview();
    expect(usage.isCountingPageViews).toBe(true);
    expect(usage.pageViews).toEqual([
      { area: 'todos', views: 4 },
      { area: 'dashboard', views: 2 },
      { area: 'admin', views: 1 },
    ]);
    expect(usage.activeByDay).toHaveLength(30);
    expect(usage.activeByDay.at(-1)).toEqual({ day: today, people: 2 });
    expect(usage.activeByDay[0].people).toBe(0);
    expect(usage.activeByWeek).toHaveLength(12);
    expect(usage.activeByWeek.at(-1)).toEqual({ weekStart: usageWeekOf(today), people: 2 });
  });

  it('counts a person once a week however many days they came', async () => {
    const monday = usageWeekOf(today);
    const lastWeek = addUsageDays(monday, -7);
    await app.db.insert(usageActiveDays).values([
      { day: lastWeek, userId: memberId },
      { day: addUsageDays(lastWeek, 1), userId: memberId },
      { day: addUsageDays(lastWeek, 6), userId: memberId },
    ]);
    const usage = await overview();
    expect(usage.activeByWeek.at(-2)).toEqual({ weekStart: lastWeek, people: 1 });
    expect(usage.activeByWeek.at(-1).people).toBe(0);
  });

  it('counts right when two sessions report at once', async () => {
    const batch = [
      { area: 'meeting', count: 1 },
      { area: 'live-meeting', count: 2 },
    ];
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => report(member, batch)),
      ...Array.from({ length: 5 }, () => report(admin, batch)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const usage = await overview();
    expect(usage.pageViews).toEqual([
      { area: 'live-meeting', views: 20 },
      { area: 'meeting', views: 10 },
    ]);
    expect(usage.activeByDay.at(-1).people).toBe(2);
  });

  it('counts nothing under flags that are off: page views with ProductAnalytics, people with DataCollection', async () => {
    await injectAs(app, admin, {
      method: 'PUT',
      url: FLAGS,
      payload: { featureFlags: { ProductAnalytics: false } },
    });
    expect((await report(member, [{ area: 'rocks', count: 1 }])).json().counted).toEqual({
      pageViews: false,
      activePerson: true,
    });
    await injectAs(app, admin, {
      method: 'PUT',
      url: FLAGS,
      payload: { featureFlags: { ProductAnalytics: true, DataCollection: false } },
    });
    expect((await report(member, [{ area: 'rocks', count: 1 }])).json().counted).toEqual({
      pageViews: true,
      activePerson: false,
    });
    await injectAs(app, admin, {
      method: 'PUT',
      url: FLAGS,
      payload: { featureFlags: { ProductAnalytics: false, DataCollection: false } },
    });
    await report(member, [{ area: 'rocks', count: 5 }]);
    const usage = await overview();
    expect(usage).toMatchObject({ isCountingPageViews: false, isCountingPeople: false });
    expect(usage.pageViews).toEqual([{ area: 'rocks', views: 1 }]);
    expect(usage.activeByDay.at(-1).people).toBe(1);
  });

  it('counts nothing of a person who opted out, and forgets the days they were counted', async () => {
    await report(member, [{ area: 'vto', count: 1 }]);
    const optOut = await injectAs(app, member, {
      method: 'PUT',
      url: COUNTING,
      payload: { isOptedOut: true },
    });
    expect(optOut.json().usageCounting).toEqual({ isOptedOut: true });
    expect((await injectAs(app, member, { method: 'GET', url: COUNTING })).json().usageCounting).toEqual({
      isOptedOut: true,
    });
    expect((await report(member, [{ area: 'vto', count: 4 }])).json().counted).toEqual({
      pageViews: false,
      activePerson: false,
    });
    const usage = await overview();
    expect(usage.pageViews).toEqual([{ area: 'vto', views: 1 }]);
    expect(usage.activeByDay.at(-1).people).toBe(0);
    // Another person's choice is their own.
    expect((await injectAs(app, admin, { method: 'GET', url: COUNTING })).json().usageCounting).toEqual({
      isOptedOut: false,
    });
  });

  it('refuses an unknown area, a bad count and a repeated area with 422, counting nothing', async () => {
    const unknown = await report(member, [
      { area: 'dashboard', count: 1 },
      { area: 'secret-page', count: 1 },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().messages[0]).toMatchObject({
      field: 'views.1.area',
      text: 'This is not an area Cairn counts.',
    });
    const zero = await report(member, [{ area: 'dashboard', count: 0 }]);
    expect(zero.statusCode).toBe(422);
    expect(zero.json().messages[0].field).toBe('views.0.count');
    const twice = await report(member, [
      { area: 'dashboard', count: 1 },
      { area: 'dashboard', count: 1 },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().messages[0].field).toBe('views');
    const badChoice = await injectAs(app, member, {
      method: 'PUT',
      url: COUNTING,
      payload: { isOptedOut: 'yes' },
    });
    expect(badChoice.statusCode).toBe(422);
    expect(badChoice.json().messages[0].field).toBe('isOptedOut');
    expect(await app.db.select().from(usagePageViews)).toEqual([]);
    expect(await app.db.select().from(usageActiveDays)).toEqual([]);
  });

  it('answers 401 without a session and 403 to anyone but the instance administrator', async () => {
    expect((await report(null, [{ area: 'dashboard', count: 1 }])).statusCode).toBe(401);
    expect((await injectAs(app, null, { method: 'GET', url: OVERVIEW })).statusCode).toBe(401);
    expect((await injectAs(app, null, { method: 'GET', url: COUNTING })).statusCode).toBe(401);
    expect(
      (await injectAs(app, null, { method: 'PUT', url: COUNTING, payload: { isOptedOut: true } })).statusCode,
    ).toBe(401);
    const refused = await injectAs(app, member, { method: 'GET', url: OVERVIEW });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].text).toBe(
      'Only the instance administrator can see the usage of this instance.',
    );
  });

  it('answers an empty overview before anything is counted', async () => {
    const usage = await overview();
    expect(usage.pageViews).toEqual([]);
    expect(usage.activeByDay.every((row: { people: number }) => row.people === 0)).toBe(true);
    expect(usage.activeByWeek.every((row: { people: number }) => row.people === 0)).toBe(true);
  });

  it('prunes counters past 400 days and presence rows past the 12-week window', async () => {
    await app.db.insert(usagePageViews).values([
      { day: addUsageDays(today, -401), area: 'rocks', views: 3 },
      { day: addUsageDays(today, -399), area: 'rocks', views: 2 },
    ]);
    await app.db.insert(usageActiveDays).values([
      { day: addUsageDays(today, -92), userId: memberId },
      { day: addUsageDays(today, -90), userId: memberId },
    ]);
    // The daily job (queued by its cron tick) runs the pruning on whichever node claims it.
    await app.jobs.enqueue('usage.prune', { day: today }, { dedupeKey: `usage-prune:${today}` });
    await app.jobs.drain();
    // The app's own worker may have claimed the job first (PostgreSQL has more than one connection):
    // wait for its work rather than for this drain.
    await expect
      .poll(async () => (await app.db.select().from(usagePageViews)).map((row) => row.views))
      .toEqual([2]);
    await expect.poll(async () => (await app.db.select().from(usageActiveDays)).length).toBe(1);
  });
});
