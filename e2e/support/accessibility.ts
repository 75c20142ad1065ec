import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules (issue #9: 0 serious violations on every journey's pages). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a journey; minor and moderate findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** How long a page's finite animations may take to end before axe looks anyway. */
const SETTLE_MS = 2000;

/**
 * Lets the page's finite transitions end: axe blends an element's colour with its opacity, so a
 * toast caught fading in reads lighter than it will ever stay (a flaky contrast finding).
 * Infinite ones (loaders) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(
    (ms) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, ms)),
      ]),
    SETTLE_MS,
  );
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical WCAG AA violation,
 * naming each rule with the elements it found, so the failure says what to fix.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settleTransitions(page);
  let { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  if (violations.some((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))) {
    // A second look once what moved has settled: a toast that began to fade out after the first
    // settle read lighter than it ever stays (CI, 2026-11-27). A real finding is found again.
    await settleTransitions(page);
    ({ violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze());
  }
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .slice(0, 8)
          .map(
            (node) =>
              `    ${node.html.slice(0, 140)}\n      ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
          )
          .join('\n')}`,
    );
  // Soft: the journey goes on, so one run lists every page's findings.
  expect.soft(failing, `accessibility of ${where}`).toEqual([]);
}
