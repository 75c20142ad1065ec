import { expect, test } from '@playwright/test';
import { registerUser, sessionStatus, signInApi } from '../../support/accounts.ts';
import { linkIn, waitForMail } from '../../support/mail.ts';
import { shoot } from '../../support/screenshots.ts';

const NEW_PASSWORD = 'Quarterly-Rocks-2026';

test('a user who forgot the password resets it from the emailed link, signs in with it, and the link works once', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { firstName: 'Petra', lastName: 'Forgetful' });
  // A session open elsewhere before the reset: every session ends when the password is reset.
  const otherSession = await signInApi(request, user.email, user.password);

  // Forgot password from the sign-in page.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we sent a link' })).toHaveText(
    `If an account exists for ${user.email}, we sent a link to reset the password.`,
  );
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await shoot(page, 'reset-password');

  // The emailed link opens the new-password page.
  const mail = await waitForMail(request, user.email, 'Reset your Cairn password');
  const link = linkIn(mail, '/update-password/');
  expect(new URL(link).pathname).toMatch(/^\/update-password\/[^/]+$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('New password')).toBeVisible();

  // The two fields must match before anything is sent.
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill('Quarterly-Rocks-2025');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('The password fields must match.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeDisabled();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await expect(page.getByText('The password fields must match.')).toBeHidden();
  await shoot(page, 'update-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The reset ended the session that was open before; the old password no longer signs in.
  expect(await sessionStatus(request, otherSession)).toBe(401);
  const oldPassword = await request.post('/api/v2/session', {
    data: { email: user.email, password: user.password },
  });
  expect(oldPassword.status()).toBe(401);

  // Sign in with the new password.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /account menu for Petra Forgetful/i })).toBeVisible();
  await expect(
    page.getByText('You are not part of an organization. Create a new one to use Cairn.'),
  ).toBeVisible();

  // Signed out, the same link again lands on the expired page.
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signed-out$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\/expired$/);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await shoot(page, 'reset-expired');
});
