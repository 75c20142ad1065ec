import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { ADMIN } from '../../support/admin.ts';
import { shoot } from '../../support/screenshots.ts';

// Other journeys depend on these flags, so this one looks and does not switch them (the
// component test switches one, the platform journey drives the maintenance flag through the API).
test('the instance administrator finds the feature flags in the avatar menu', async ({ page }) => {
  await signInThroughUi(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Feature flags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/feature-flags$/);
  for (const name of [
    'Cascade headlines',
    'Measurables on several scorecards',
    'Style guide',
    'Maintenance page',
  ]) {
    await expect(page.getByRole('switch', { name })).toBeVisible();
  }
  await expect(page.getByRole('switch', { name: 'Maintenance page' })).not.toBeChecked();
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'feature-flags');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('switch', { name: 'Style guide' })).toBeVisible();
  await shoot(page, 'feature-flags-375');
});
