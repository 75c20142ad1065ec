import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';

/** Where journeys keep the screenshots they take (looked at and kept in docs/screenshots). */
const shotPath = (name: string) => `../docs/screenshots/${name}.png`;

/**
 * Takes a screenshot (animations stopped) and checks the page with axe as it was shot, so every
 * page a journey shows for review is also held to WCAG AA (issue 9). Pages are taken whole;
 * popups (`fullPage: false`) as the screen shows them, since a popup scrolls inside itself.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  // A page taken whole from the top: scrolled, its sticky header would be drawn mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shotPath(name), fullPage, animations: 'disabled' });
  await expectAccessible(page, name);
}

/** The desktop width every journey's review shots are taken at (with 375 px). */
const DESKTOP = { width: 1440, height: 900 };

/** `shoot` at 1440 px and at 375 px, then back to the viewport the page had. */
export async function shootBothWidths(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize(DESKTOP);
  await shoot(page, name, { fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, `${name}-375`, { fullPage });
  await page.setViewportSize(before);
}
