import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TDatabase } from '@cairn/server/src/db/client.ts';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { SESSION_COOKIE } from '@cairn/server/src/http/cookie-names.ts';
import { buildMember } from '@cairn/server/src/test/factories.ts';
import type { Browser } from 'playwright-core';
import { apiCaller, onBothEngines, startBenchApp, type TApiCaller } from './bench-app.ts';
import { launchChromium, spread, WEB_DIST } from './browser.ts';
import { report, section, verdict } from './format.ts';
import { DURATION_S, httpLoad, printLoad, WARM_UP_S } from './latency-load.ts';

const CONNECTIONS = 20;
const RUNS = 3;
/** Issue #14: a chart of 500 seats: the top seat, 12 departments of 41 seats each, and 7 more. */
const DEPARTMENTS = 12;
const PER_DEPARTMENT = 41;
const SEATS = 1 + DEPARTMENTS + DEPARTMENTS * PER_DEPARTMENT;
/** Issue #14's budget: laid out and drawn within this long after the data arrives. */
const LAYOUT_BUDGET_MS = 300;
/** The chart's performance marks (apps/web/src/features/ac/utils/chart-timing.ts). */
const MEASURE = 'ac-chart:data-to-laid-out';
const READY_MARK = 'ac-chart:laid-out';

/** A chart of SEATS seats built through the API, each with three roles. */
async function buildChart(call: TApiCaller) {
  const folder = (await call('GET', '/ac/collections/company-folder')).collection as { id: string };
  const made = (await call('PUT', `/ac/collection/${folder.id}/revision/create`, { title: 'Big chart' }))
    .revision as { id: string; seats: { id: string }[] };
  const base = `/ac/collection/${folder.id}/revision/${made.id}`;
  const rootId = made.seats[0]?.id as string;
  const roles = ['Hire and fire', 'Run the weekly meeting', 'Hit the numbers'];
  const add = async (title: string, parentId: string) =>
    (
      (await call('PUT', `${base}/create-seat`, { title, parentId, roles, isAssistant: false })).seat as {
        id: string;
      }
    ).id;
  for (let d = 0; d < DEPARTMENTS; d++) {
    const head = await add(`Department ${d + 1}`, rootId);
    for (let n = 0; n < PER_DEPARTMENT; n++) await add(`Seat ${d + 1}.${n + 1}`, head);
  }
  return { collectionId: folder.id, revisionId: made.id, base };
}

async function serverFigures(database: TDatabase, dataDir: string, databaseUrl?: string) {
  const { app, baseUrl } = await startBenchApp(database, { dataDir, databaseUrl });
  try {
    const owner = await buildMember(database.db);
    const chart = await buildChart(apiCaller(baseUrl, owner.session.token));
    const url = `${baseUrl}/api/v2${chart.base}`;
    const headers = { authorization: `Bearer ${owner.session.token}` };
    const body = await (await fetch(url, { headers })).text();
    const load = (duration: number, connections = CONNECTIONS) =>
      httpLoad({ url, method: 'GET', headers, connections, duration });
    await load(WARM_UP_S);
    return { alone: await load(DURATION_S, 1), busy: await load(DURATION_S), kb: body.length / 1024 };
  } finally {
    await app.close();
  }
}

/** The browser figure on PGlite: the built app in Debian's Chromium, a cold context each run. */
async function browserFigures(database: TDatabase, dataDir: string) {
  const { app, baseUrl } = await startBenchApp(database, { dataDir, webDistDir: WEB_DIST });
  let browser: Browser | undefined;
  try {
    const owner = await buildMember(database.db);
    const chart = await buildChart(apiCaller(baseUrl, owner.session.token));
    browser = await launchChromium();
    const times: number[] = [];
    const drawn: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: SESSION_COOKIE, value: owner.session.token, url: baseUrl }]);
      const page = await context.newPage();
      // How many seat cards are in the page at the moment the chart marks itself drawn.
      await page.addInitScript((ready) => {
        const mark = performance.mark.bind(performance);
        performance.mark = (name, options) => {
          if (name === ready)
            (window as unknown as { seatsAtReady: number }).seatsAtReady =
              document.querySelectorAll('.react-flow__node').length;
          return mark(name, options);
        };
      }, READY_MARK);
      await page.goto(`${baseUrl}/ac/collection/${chart.collectionId}/revision/${chart.revisionId}`, {
        waitUntil: 'commit',
      });
      await page.waitForFunction(
        (name) => performance.getEntriesByName(name, 'measure').length > 0,
        MEASURE,
        {
          timeout: 60_000,
          polling: 50,
        },
      );
      const figure = await page.evaluate(
        (name) => ({
          ms: performance.getEntriesByName(name, 'measure')[0]?.duration ?? 0,
          seats: (window as unknown as { seatsAtReady: number }).seatsAtReady,
        }),
        MEASURE,
      );
      // A mark with no card drawn would time nothing: the figure counts only a chart on screen.
      if (!figure.seats) throw new Error('The chart marked itself drawn with no seat on the page');
      times.push(figure.ms);
      drawn.push(figure.seats);
      await context.close();
    }
    return { times, drawn };
  } finally {
    await browser?.close();
    await app.close();
  }
}

/**
 * Issue #14's figures: a chart of about 500 seats: `GET` of the revision at 20 connections on both
 * engines, and in Chromium the time from the chart's data to every seat laid out and drawn.
 */
export async function benchAcChart() {
  section(`Accountability Chart of ${SEATS} seats`);
  await onBothEngines('ac-chart', serverFigures, (engine, figures) => {
    printLoad(`${engine}: GET the chart (${figures.kb.toFixed(0)} KB), alone`, figures.alone);
    printLoad(`${engine}: GET the chart, ${CONNECTIONS} conn.`, figures.busy);
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-ac-browser-'));
  try {
    const { times, drawn } = await browserFigures(
      await openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
      dataDir,
    );
    report(
      `PGlite, Chromium: data to ${SEATS} seats laid out (min / median / max of ${RUNS})`,
      `${spread(times)}  ${verdict(Math.max(...times), LAYOUT_BUDGET_MS)}`,
    );
    report('Seat cards on screen at that moment (the rest are drawn as they scroll in)', drawn.join(' / '));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
