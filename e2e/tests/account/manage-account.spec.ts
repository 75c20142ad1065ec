import { expect, test } from '@playwright/test';
import {
  createOrg,
  registerUser,
  sessionStatus,
  signInApi,
  signInThroughUi,
} from '../../support/accounts.ts';
import { shoot } from '../../support/screenshots.ts';

const NEW_PASSWORD = 'Scorecard-Weekly-77';
const NEWER_PASSWORD = 'Quarterly-Rocks-88';
const greeting = (firstName: string) => new RegExp(`^Good (morning|afternoon|evening), ${firstName}$`);

test('a user renames themselves, meets the unsaved-changes question, changes the password (signing out everywhere else, or not) and ends other sessions', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { firstName: 'Mona', lastName: 'Manage' });
  await createOrg(request, user.token, 'Manage Account Works');
  // A second session, as if signed in on another computer.
  const otherSession = await signInApi(request, user.email, user.password);
  expect(await sessionStatus(request, otherSession)).toBe(200);

  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Mona'));

  // Manage account from the avatar menu opens the modal route over home.
  await page.getByRole('button', { name: 'Account menu for Mona Manage' }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/detail/${user.userId}$`));
  const dialog = page.getByRole('dialog', { name: 'Manage account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('First name')).toHaveValue('Mona');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Manage');
  await expect(dialog.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  await shoot(page, 'manage-account-profile-wide');

  // Escape with unsaved changes asks first; Return to editing keeps what was typed.
  await dialog.getByLabel('First name').fill('Ramona');
  await page.keyboard.press('Escape');
  // The question's dialog has no accessible name (see the report), so it is found by its text.
  const question = page.getByRole('dialog').filter({ hasText: 'You have unsaved changes.' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Discard' })).toBeVisible();
  await shoot(page, 'manage-account-unsaved');
  await question.getByRole('button', { name: 'Return to editing' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('First name')).toHaveValue('Ramona');

  // Discard closes without saving and returns home.
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Mona'));

  // Save new names: the avatar menu and the greeting follow.
  await page.getByRole('button', { name: 'Account menu for Mona Manage' }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await expect(dialog.getByLabel('First name')).toHaveValue('Mona');
  // On a phone the popup fills the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog.getByLabel('Last name')).toBeInViewport();
  await shoot(page, 'manage-account-profile-375');
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByLabel('First name').fill('Ramona');
  await dialog.getByLabel('Last name').fill('Quill');
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Ramona Quill' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save profile' })).toBeDisabled();

  // Login tab: a wrong current password shows the server's message on its field.
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/detail/${user.userId}/login$`));
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
  const current = dialog.getByLabel('Current password');
  await current.fill('Not-My-Password-1');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription(/Your current password is not correct\./);

  // With the right one it changes and, by default, signs out everywhere else; this session lives on.
  const signOutEverywhere = dialog.getByRole('checkbox', { name: 'Sign out everywhere else' });
  await expect(signOutEverywhere).toBeChecked();
  await current.fill(user.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password was changed. Your other sessions were signed out.'),
  ).toBeVisible();
  await expect(current).toHaveValue('');
  expect(
    (
      await request.post('/api/v2/session', { data: { email: user.email, password: user.password } })
    ).status(),
  ).toBe(401);
  expect(await sessionStatus(request, otherSession)).toBe(401);
  expect((await page.request.get('/api/v2/session')).status()).toBe(200);

  // Unticked, a change keeps the other sessions.
  const laterSession = await signInApi(request, user.email, NEW_PASSWORD);
  await signOutEverywhere.uncheck();
  await current.fill(NEW_PASSWORD);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(NEWER_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEWER_PASSWORD);
  await shoot(page, 'manage-account-login-keep-sessions');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.', { exact: true })).toBeVisible();
  expect(await sessionStatus(request, laterSession)).toBe(200);
  expect(await sessionStatus(request, await signInApi(request, user.email, NEWER_PASSWORD))).toBe(200);

  // Sign out of other sessions: the other sessions are dead, this one lives on.
  await dialog.getByRole('button', { name: 'Sign out of other sessions' }).click();
  await expect(page.getByText(/^Signed out of \d+ other sessions?\.$/)).toBeVisible();
  expect(await sessionStatus(request, laterSession)).toBe(401);
  expect((await page.request.get('/api/v2/session')).status()).toBe(200);

  // Closing the clean popup returns home, where the greeting carries the new name.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Ramona'));
});
