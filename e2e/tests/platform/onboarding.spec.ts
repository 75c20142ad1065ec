import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail, verificationCodeFromSmtp } from '../../support/outbox.ts';
import { shoot } from '../../support/screenshots.ts';

const PASSWORD = 'Level-Ten-Meeting-10';

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a newcomer registers, creates two organisations, switches, signs out and follows a deep link back', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('founder');

  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await shoot(page, 'sign-in');

  await page.getByRole('link', { name: /create an account|register/i }).click();
  await expect(page).toHaveURL(/\/register/);
  await page.getByLabel('First name').fill('Frances');
  await page.getByLabel('Last name').fill('Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Mismatch-123');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('The password fields must match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await shoot(page, 'register');
  await page.getByRole('button', { name: /create account|register/i }).click();

  const code = await verificationCodeFromSmtp(request, email);
  await page.getByLabel(/verification code/i).fill(code);
  await page.getByRole('button', { name: /verify/i }).click();

  await expect(
    page.getByText('You are not part of an organization. Create a new one to use Cairn.'),
  ).toBeVisible();
  await page.getByRole('button', { name: /create organization/i }).click();
  await page.getByLabel(/organization name/i).fill('Northwind Traders');
  await page.getByRole('button', { name: /^create$/i }).click();
  await expect(page.getByRole('banner').getByText('Northwind Traders')).toBeVisible();
  // The success toast lasts 2000 ms; the screenshots show the calm shell after it.
  await expect(page.getByText('Created: Northwind Traders')).toBeHidden({ timeout: 5000 });
  await shoot(page, 'shell-wide');

  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'shell-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A second organisation, created from the org selector, becomes the current one.
  await page.getByRole('button', { name: /Northwind Traders/ }).click();
  await page.getByRole('menuitem', { name: /create organization/i }).click();
  await page.getByLabel(/organization name/i).fill('Contoso Labs');
  await page.getByRole('button', { name: /^create$/i }).click();
  await expect(page.getByRole('button', { name: /Contoso Labs/ })).toBeVisible();

  // Switch back with the selector.
  await page.getByRole('button', { name: /Contoso Labs/ }).click();
  await page.getByRole('menuitem', { name: 'Northwind Traders' }).click();
  await expect(page.getByRole('button', { name: /Northwind Traders/ })).toBeVisible();

  // Sign out from the avatar menu.
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signed-out$/);

  // A deep link while signed out goes to sign-in and comes back after.
  const session = await page.request.get('/api/v2/session');
  expect(session.status()).toBe(401);
  await page.goto('/style-guide');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstyle-guide/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/style-guide$/);
});
