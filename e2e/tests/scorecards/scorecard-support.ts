import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Locator,
  type Page,
} from '@playwright/test';
import { bearer, signInThroughUi, type TTestUser } from '../../support/accounts.ts';
import { liveRegistered } from '../../support/live.ts';
import { shoot } from '../../support/screenshots.ts';

/**
 * Waits for visible states up to 30 s: on the shared 2-core machine under load a lazy page or
 * chart chunk has taken more than the default 10 s to show (never a sleep; quiet runs pass at once).
 */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The full-width scorecard page of a meeting (its thread id is its own id for now). */
const scorecardPath = (meetingId: string) => `/traction/${meetingId}/${meetingId}/scorecard`;

/** The id of a meeting's scorecard (`GET scorecards/meetings`). */
export async function scorecardIdOf(
  request: APIRequestContext,
  token: string,
  meetingId: string,
): Promise<string> {
  const res = await request.get('/api/v2/scorecards/meetings', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const { scorecards } = (await res.json()) as { scorecards: { id: string; tractionId: string }[] };
  const scorecard = scorecards.find((card) => card.tractionId === meetingId);
  if (!scorecard) throw new Error(`meeting ${meetingId} has no scorecard`);
  return scorecard.id;
}

/** A weekly count measurable made through the API (`POST scorecard/{s}/add-measurable`); answers its id. */
export async function addCountMeasurable(
  request: APIRequestContext,
  token: string,
  place: { scorecardId: string; meetingId: string; ownerId: string },
  title: string,
  goalValue: number,
): Promise<string> {
  const res = await request.post(`/api/v2/scorecard/${place.scorecardId}/add-measurable`, {
    headers: bearer(token),
    data: {
      title,
      ownerId: place.ownerId,
      comparison: 'GreaterOrEqual',
      goalValue,
      unitOfMeasure: 'Number',
      valueScale: 'One',
      decimalPlaces: 0,
      tractionId: place.meetingId,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { measurable: { id: string } }).measurable.id;
}

/** The Monday (YYYY-MM-DD, local time like the grid's) of the week `weeksBack` weeks before this one. */
export function mondayOf(weeksBack: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  day.setDate(day.getDate() - 7 * weeksBack);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A week's column heading as the grid shows it in English ("Nov 23"). */
export function weekLabel(weeksBack: number): string {
  const [year, month, day] = mondayOf(weeksBack).split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
  });
}

/** The grid's weekly table (its accessible name). */
export const weeklyTable = (page: Page) => page.getByRole('table', { name: 'Weekly measurables' });

/** A measurable's row of the grid, found by its title. */
export const rowOf = (page: Page, title: string) =>
  weeklyTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByText(title, { exact: true }) });

/**
 * A value cell: `weeksBack` 0 is this week. The default window holds 13 weeks, oldest first,
 * so this week is column 12.
 */
export const cellOf = (page: Page, title: string, weeksBack: number): Locator =>
  rowOf(page, title).locator(`td[data-col="${12 - weeksBack}"]`);

/** Opens a meeting's scorecard page and waits for its heading and grid. */
export async function openScorecard(page: Page, meetingId: string, meetingTitle: string): Promise<void> {
  await page.goto(scorecardPath(meetingId));
  await expect(page.getByRole('heading', { level: 1, name: meetingTitle })).toBeVisible();
}

/**
 * Signs a colleague in, in a browser context of their own, and opens the scorecard page once
 * their live-update registration is acknowledged: the second browser that sees values arrive.
 */
export async function openScorecardInSecondBrowser(
  browser: Browser,
  user: TTestUser,
  meetingId: string,
  meetingTitle: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, user.email, user.password);
  const registered = liveRegistered(page, { method: 'register' });
  await openScorecard(page, meetingId, meetingTitle);
  await registered;
  return page;
}

/**
 * Screenshots at 1440 px and at 375 px, then back to 1440. Pages are taken whole; popups
 * (`fullPage: false`) as the screen shows them.
 */
export async function shootScorecard(page: Page, name: string, fullPage = true): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, name, { fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, `${name}-375`, { fullPage });
  await page.setViewportSize({ width: 1440, height: 900 });
}
