import { expect, test } from '@playwright/test';

/**
 * Issue 36 point 1: an integrator reads the API at /api/docs. The reference renders under the
 * app's strict CSP with no violation, lists the areas and shows an operation with its id, its
 * security and its error answers.
 */
test('the API reference at /api/docs renders under the CSP and shows operations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy'] ?? '').not.toContain('unsafe-inline');

  await expect(page.getByRole('heading', { name: /Cairn API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.opblock-tag-section').filter({ hasText: 'todos' }).first()).toBeVisible();

  // Open the To-Dos area and one of its operations: its id, summary and answers are there.
  await page.locator('.opblock-tag', { hasText: 'todos' }).first().click();
  const update = page.locator('.opblock', { hasText: 'todoUpdate' });
  await expect(update).toBeVisible();
  await expect(update).toContainText('Edit a to-do');
  await update.locator('.opblock-summary').click();
  await expect(update.locator('.responses-table')).toContainText('409');
  await expect(update.locator('.responses-table')).toContainText('422');

  expect(violations).toEqual([]);
});
