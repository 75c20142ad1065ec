import { fileURLToPath } from 'node:url';
import { expect, type Locator, test } from '@playwright/test';
import { bearer, createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

const PICTURE = fileURLToPath(new URL('../../support/fixtures/avatar.png', import.meta.url));
const AVATAR_SRC = /\/api\/v2\/avatar\/[0-9a-f-]{36}\/[0-9a-f]{32}/;

/** The uploaded picture is shown (loaded from the server, not the initials) inside `within`. */
async function expectPicture(within: Locator) {
  const image = within.locator('img').first();
  await expect(image).toHaveAttribute('src', AVATAR_SRC);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a person uploads, crops and removes their picture; the organisation sees it, another does not', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await registerUser(request, { firstName: 'Ava', lastName: 'Picture' });
  const orgId = await createOrg(request, user.token, 'Pictures Inc');
  await signInThroughUi(page, user.email, user.password);

  await page.goto(`/user/detail/${user.userId}/profile`);
  const account = page.getByRole('dialog', { name: 'Manage account' });
  await expect(account.getByRole('button', { name: 'Upload picture' })).toBeVisible({ timeout: 30_000 });
  await expect(account.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);

  // Choose a file: the crop popup opens with the square crop at zoom 1.0.
  await account.locator('input[type="file"]').setInputFiles(PICTURE);
  const crop = page.getByRole('dialog', { name: 'Crop picture' });
  await expect(crop.getByText('1.0×')).toBeVisible();
  await crop.getByRole('button', { name: 'Zoom in' }).click();
  await crop.getByRole('button', { name: 'Zoom in' }).click();
  await expect(crop.getByText('1.4×')).toBeVisible();
  await crop.getByRole('button', { name: 'Zoom out' }).click();
  await expect(crop.getByText('1.2×')).toBeVisible();
  await shootBothWidths(page, 'avatar-crop', { fullPage: false });
  await crop.getByRole('button', { name: 'Reset' }).click();
  await expect(crop.getByText('1.0×')).toBeVisible();
  await crop.getByRole('button', { name: 'Zoom in' }).click();
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your picture was saved.')).toBeVisible();
  await expect(crop).toHaveCount(0);
  await expectPicture(account);
  await shootBothWidths(page, 'avatar-account', { fullPage: false });

  // The user menu shows it.
  await page.keyboard.press('Escape');
  await expect(account).toHaveCount(0);
  const menuButton = page.getByRole('button', { name: /account menu/i });
  await expectPicture(menuButton);

  // So does the people list of the organisation.
  await page.goto(`/org/detail/${orgId}/people`);
  const row = page
    .getByText(user.email)
    .locator('xpath=ancestor::*[contains(@class, "mantine-Paper-root")][1]');
  await expectPicture(row);
  await shootBothWidths(page, 'avatar-people-list', { fullPage: false });

  // Another organisation's person cannot read it; the owner can.
  const src = (await menuButton.locator('img').getAttribute('src')) ?? '';
  const stranger = await registerUser(request, { firstName: 'Stan', lastName: 'Ger' });
  await createOrg(request, stranger.token, 'Elsewhere');
  expect((await request.get(src, { headers: bearer(stranger.token) })).status()).toBe(404);
  const own = await request.get(src, { headers: bearer(user.token) });
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, max-age=31536000, immutable');

  // Remove: initials again, in the menu too.
  await page.goto(`/user/detail/${user.userId}/profile`);
  await account.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Your picture was removed.')).toBeVisible();
  await expect(account.locator('img')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menuButton.locator('img')).toHaveCount(0);
  await expect(menuButton).toContainText('AP');
});
