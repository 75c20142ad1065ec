import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { SESSION_COOKIE } from '@cairn/server/src/http/cookie-names.ts';
import { buildMember } from '@cairn/server/src/test/factories.ts';
import type { Browser, Page } from 'playwright-core';
import { startBenchApp } from './bench-app.ts';
import { launchChromium, spread, WEB_DIST } from './browser.ts';
import { ms, report, section } from './format.ts';

const RUNS = 3;

/** Picks a language in Manage account > Preferences; answers the ms until the header reads `home`. */
async function switchTo(page: Page, option: string, home: string): Promise<number> {
  await page.getByRole('combobox').first().click();
  const started = performance.now();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('link', { name: home, exact: true }).waitFor();
  return performance.now() - started;
}

/**
 * Issue 33: the time to switch language in the browser (built app, PGlite, Debian's Chromium),
 * from the click on the language in account settings to the header in that language. The first
 * switch to German fetches its pack and i18next (decision 0030); back to English needs neither;
 * German again reads the pack already loaded.
 */
export async function benchLanguageSwitch(): Promise<void> {
  section('Language switch in Chromium (built app, PGlite; min / median / max of 3)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-language-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const { app, baseUrl } = await startBenchApp(database, { dataDir, webDistDir: WEB_DIST });
  let browser: Browser | undefined;
  const first: number[] = [];
  const back: number[] = [];
  const again: number[] = [];
  try {
    browser = await launchChromium();
    for (let run = 0; run < RUNS; run++) {
      const person = await buildMember(database.db);
      const context = await browser.newContext({ locale: 'en-US' });
      await context.addCookies([{ name: SESSION_COOKIE, value: person.session.token, url: baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Manage account' }).click();
      await page.getByRole('tab', { name: 'Preferences' }).click();
      first.push(await switchTo(page, 'Deutsch', 'Startseite'));
      back.push(await switchTo(page, 'English', 'Home'));
      again.push(await switchTo(page, 'Deutsch', 'Startseite'));
      await context.close();
    }
    report('to German, first time (pack + i18next)', spread(first, ms));
    report('back to English (bundled)', spread(back, ms));
    report('to German again (loaded)', spread(again, ms));
  } finally {
    await browser?.close();
    // Closing the app closes its database.
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
