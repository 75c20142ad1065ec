import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { signInThroughUi, type TTestUser } from './accounts.ts';
import { liveRegistered } from './live.ts';

/** Where journeys keep the screenshots they take (looked at and kept in docs/screenshots). */
export const shotPath = (name: string) => `../docs/screenshots/${name}.png`;

/** The overview of a meeting (its thread id is its own id for now). */
export const overviewPath = (meetingId: string) => `/traction/${meetingId}/${meetingId}/meetingoverview`;

/** Picks an option of a Mantine Select (a combobox) by its visible text. */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Signs a second person in, in a browser context of their own, and opens a meeting's overview
 * once their live-update registration is acknowledged: the "second browser" that sees changes.
 */
export async function openSecondBrowser(browser: Browser, user: TTestUser, meetingId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, user.email, user.password);
  // The overview is a new page load with a new socket: watch that one's registration.
  const registered = liveRegistered(page, { method: 'register' });
  await page.goto(overviewPath(meetingId));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await registered;
  return page;
}

/**
 * Takes a screenshot at desktop width and at 375 px, then returns to desktop. Pages are taken
 * whole; popups (`fullPage: false`) as the screen shows them, since a popup scrolls inside itself.
 */
export async function shootBothWidths(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: shotPath(name), fullPage, animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: shotPath(`${name}-375`), fullPage, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
}
