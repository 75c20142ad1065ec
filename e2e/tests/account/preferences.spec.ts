import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { setFeatureFlags } from '../../support/admin.ts';
import { createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test.afterAll(async ({ request }) => {
  await setFeatureFlags(request, { UserPreferences: false });
});

test('with the user preferences flag, a person picks a theme and the page opened after sign-in', async ({
  page,
  request,
}) => {
  await setFeatureFlags(request, { UserPreferences: true });
  const team = await createTeam(request, 'Prefs Co');
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(/\/user\/detail\/[0-9a-f-]{36}\/preferences$/);

  // Dark replaces the organisation's orange as the primary colour, at once.
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    );
  const before = await primary();
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  const themeSaved = page.waitForResponse((res) => res.url().includes('/api/v2/user/theme/'));
  await theme.getByText('Dark', { exact: true }).click();
  expect((await themeSaved).status()).toBe(200);
  await expect.poll(primary).not.toBe(before);

  // Meetings after sign-in: signing in again lands on the meeting list.
  const home = page.getByRole('radiogroup', { name: 'After sign-in, open' });
  const homeSaved = page.waitForResponse((res) => res.url().includes('/api/v2/user/dashboard/'));
  await home.getByText('Meetings', { exact: true }).click();
  expect((await homeSaved).status()).toBe(200);
  // The choice is for the next sign-in: the popup stays where it is.
  await expect(home.getByRole('radio', { name: 'Meetings' })).toBeChecked();
  await expect(page).toHaveURL(/\/preferences$/);
  await shootBothWidths(page, 'manage-account-preferences', { fullPage: false });

  await page.context().clearCookies();
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await expect(page).toHaveURL(/\/meetings$/);
  // The menu's Dashboard still opens the dashboard.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'To-Dos widget' })).toBeVisible();
});
