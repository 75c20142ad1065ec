import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { SESSION_COOKIE } from '@cairn/server/src/http/cookie-names.ts';
import type { Browser, Page } from 'playwright-core';
import { startBenchApp } from './bench-app.ts';
import { launchChromium, spread, WEB_DIST } from './browser.ts';
import { report, section } from './format.ts';
import { MEASURABLES, seedScorecard, WEEKS } from './scorecard-grid.ts';

const RUNS = 3;
/** The grid's performance marks (apps/web/src/features/scorecards/utils/grid-timing.ts). */
const MARKS = {
  data: 'scorecard-grid:data',
  interactive: 'scorecard-grid:interactive',
  dataToInteractive: 'scorecard-grid:data-to-interactive',
};

type TRun = { dataToInteractive: number; navigationToInteractive: number; firstEdit: number };

/** Opens the page, waits for the grid's own measure, then times opening a cell for typing. */
async function measureOnce(page: Page, url: string): Promise<TRun> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'measure').length > 0,
    MARKS.dataToInteractive,
    // Polled on a timer: 'raf' polling stalls in this headless set-up.
    { timeout: 60_000, polling: 50 },
  );
  const marks = await page.evaluate((names) => {
    const [measure] = performance.getEntriesByName(names.dataToInteractive, 'measure');
    const [interactive] = performance.getEntriesByName(names.interactive, 'mark');
    return {
      dataToInteractive: measure?.duration ?? 0,
      navigationToInteractive: interactive?.startTime ?? 0,
    };
  }, MARKS);
  // The newest period of the first row pressed, until its editor is in the page (measured from
  // here, so it includes the driver's round trips on loopback).
  const cell = page.locator('td[data-row="0"][data-col]').last();
  const started = performance.now();
  await cell.dispatchEvent('mousedown', { button: 0 });
  await page.locator('td[data-row="0"] input').waitFor({ timeout: 30_000 });
  const firstEdit = performance.now() - started;
  return { ...marks, firstEdit };
}

/**
 * Issue #11's browser figure: a scorecard of 15 measurables x 52 weeks of values (PGlite, built
 * app, Debian's Chromium): time from the grid answer in hand to the grid painted and taking
 * input, with the default window of 13 weeks and a year of weeks at once (`?periods=52`); the
 * navigation to that point; and how long a cell takes to open for typing.
 */
export async function benchScorecardBrowser(): Promise<void> {
  section(
    `Scorecard grid in Chromium: ${MEASURABLES} measurables x ${WEEKS} weeks (min / median / max of ${RUNS})`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-scorecard-page-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const seeded = await seedScorecard(database);
  const { app, baseUrl } = await startBenchApp(database, { dataDir, webDistDir: WEB_DIST });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const base = `${baseUrl}/traction/${seeded.meetingId}/${seeded.meetingId}/scorecard`;
    for (const periods of [13, WEEKS]) {
      const runs: TRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addCookies([{ name: SESSION_COOKIE, value: seeded.owner.session.token, url: baseUrl }]);
        runs.push(await measureOnce(await context.newPage(), `${base}?periods=${periods}`));
        await context.close();
      }
      const cells = `${MEASURABLES * periods} cells`;
      report(
        `${periods} weeks shown (${cells}): data to interactive`,
        spread(runs.map((r) => r.dataToInteractive)),
      );
      report(
        `${periods} weeks shown: navigation to interactive`,
        spread(runs.map((r) => r.navigationToInteractive)),
      );
      report(`${periods} weeks shown: a cell opens for typing`, spread(runs.map((r) => r.firstEdit)));
    }
  } finally {
    await browser?.close();
    // Closing the app closes its database.
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
