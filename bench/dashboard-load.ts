import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { dashboards } from '@cairn/server/src/db/schema/index.ts';
import { SESSION_COOKIE } from '@cairn/server/src/http/cookie-names.ts';
import { buildMeeting, buildMember } from '@cairn/server/src/test/factories.ts';
import { buildHeadline, buildIssue, buildRock, buildTodo } from '@cairn/server/src/test/item-factories.ts';
import type { Browser } from 'playwright-core';
import { startBenchApp } from './bench-app.ts';
import { launchChromium, spread, WEB_DIST } from './browser.ts';
import { report, section } from './format.ts';

const RUNS = 3;

/** Eight widgets, two rows of four types: what a busy person's dashboard holds. */
function eightWidgets(personId: string): TWidget[] {
  const mine = { 'owner-id': [personId] };
  const others = { 'excluded-owner-ids': [personId] };
  const at = (
    i: string,
    x: number,
    y: number,
    type: TWidget['type'],
    filters: TWidget['filters'],
  ): TWidget => ({
    i,
    x,
    y,
    w: 6,
    h: 7,
    type,
    filters,
  });
  return [
    at('todos-mine', 0, 0, 'ToDos', mine),
    at('rocks-mine', 6, 0, 'Rocks', mine),
    at('issues-mine', 0, 7, 'Issues', mine),
    at('headlines-mine', 6, 7, 'Headlines', mine),
    at('meetings', 0, 14, 'Meetings', {}),
    at('measurables', 6, 14, 'Measurables', {}),
    at('todos-others', 0, 21, 'ToDos', others),
    at('issues-others', 6, 21, 'Issues', others),
  ];
}

/**
 * Issue #16's figure: from navigation to a dashboard of 8 widgets rendered with their data, in
 * Debian's Chromium with a cold cache (a new context each run), and the API calls it makes.
 */
export async function benchDashboardLoad(): Promise<void> {
  section('Dashboard of 8 widgets in Chromium (built app, PGlite, loopback; min / median / max of 3)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-dashboard-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const { db } = database;
  const owner = await buildMember(db);
  const meeting = await buildMeeting(db, owner.orgId, { ownerPersonId: owner.person.id });
  const place = { ownerPersonId: owner.person.id, meetingId: meeting.id };
  for (let n = 0; n < 20; n++) {
    await buildTodo(db, owner.orgId, { ...place, title: `Bench to-do ${n}` });
    await buildIssue(db, owner.orgId, { ...place, title: `Bench issue ${n}` });
  }
  for (let n = 0; n < 5; n++) {
    await buildRock(db, owner.orgId, {
      ownerPersonId: owner.person.id,
      meetingIds: [meeting.id],
      title: `Bench rock ${n}`,
    });
    await buildHeadline(db, owner.orgId, { ...place, title: `Bench headline ${n}` });
  }
  await db.insert(dashboards).values({
    personId: owner.person.id,
    orgId: owner.orgId,
    widgetSettings: eightWidgets(owner.person.id),
    version: 1,
  });
  const { app, baseUrl } = await startBenchApp(database, { dataDir, webDistDir: WEB_DIST });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const times: number[] = [];
    const calls: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
      await context.addCookies([{ name: SESSION_COOKIE, value: owner.session.token, url: baseUrl }]);
      const page = await context.newPage();
      let apiCalls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/v2/')) apiCalls += 1;
      });
      const started = performance.now();
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      for (const text of [
        'Bench to-do 0',
        'Bench rock 0',
        'Bench issue 0',
        'Bench headline 0',
        meeting.title,
      ]) {
        await page.getByText(text, { exact: true }).first().waitFor();
      }
      await page.getByText('No measurables of yours').waitFor();
      times.push(performance.now() - started);
      calls.push(apiCalls);
      await context.close();
    }
    report('navigation to 8 widgets with data, cold', spread(times));
    report('API calls on that load', `${Math.min(...calls)} / ${Math.max(...calls)} (min / max)`);
  } finally {
    await browser?.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
