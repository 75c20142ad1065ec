import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/accounts.ts';
import { ADMIN, setFeatureFlags } from '../../support/admin.ts';
import { createTeam } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test.afterAll(async ({ request }) => {
  await setFeatureFlags(request, { UserReminderSchedule: false });
});

// The reminder itself is sent by the server's quarter-hour tick and is tested there with a real
// SMTP server (scorecard-reminders.test.ts); this journey is what people do about it in the app.
test('the administrator switches the scorecard reminders on, and a person keeps them out of their inbox', async ({
  page,
  request,
}) => {
  await signInThroughUi(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Feature flags' }).click();
  const reminders = page.getByRole('switch', { name: 'Scorecard reminders' });
  await expect(reminders).not.toBeChecked();
  const flagSaved = page.waitForResponse((res) =>
    res.url().includes('/api/v2/app-configuration/feature-flags'),
  );
  // Mantine's track lies over its input; the switch turns once the server has saved it.
  await reminders.dispatchEvent('click');
  expect((await flagSaved).status()).toBe(200);
  await expect(page.getByText('Scorecard reminders is on for everyone.')).toBeVisible();
  await expect(reminders).toBeChecked();
  await page.setViewportSize({ width: 1440, height: 900 });
  await shootBothWidths(page, 'feature-flags-scorecard-reminders');
  await page.context().clearCookies();

  const team = await createTeam(request, 'Reminder Co');
  await signInThroughUi(page, team.owner.email, team.owner.password);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const byEmail = page.getByRole('switch', {
    name: 'Weekly reminders of my missing scorecard numbers: by email',
  });
  const inApp = page.getByRole('switch', {
    name: 'Weekly reminders of my missing scorecard numbers: in the app',
  });
  await expect(byEmail).toBeChecked();
  await expect(inApp).toBeChecked();
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes('/api/v2/user/notification-preferences'),
  );
  await byEmail.dispatchEvent('click');
  expect((await saved).status()).toBe(200);
  await expect(byEmail).not.toBeChecked();
  await page.setViewportSize({ width: 1440, height: 900 });
  // The popup scrolls inside itself: shot as the screen shows it.
  await shootBothWidths(page, 'preferences-scorecard-reminders', { fullPage: false });

  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Weekly reminders of my missing scorecard numbers: by email' }),
  ).not.toBeChecked();
  await expect(inApp).toBeChecked();
});
