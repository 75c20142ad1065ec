import { expect, test } from '@playwright/test';
import { createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

test('the Resources group leads to the knowledge base, what is new, the roadmap and the implementer offer; side panels widen by their edge', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { firstName: 'Rhea', lastName: 'Reader' });
  await createOrg(request, user.token, 'Resource Co');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, user.email, user.password);

  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Knowledge base' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Knowledge base' })).toHaveAttribute('aria-current', 'page');
  await shootBothWidths(page, 'resources-knowledge-base');
  await page.setViewportSize({ width: 1440, height: 900 });

  await menu.getByRole('link', { name: "What's new" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  await menu.getByRole('link', { name: 'Roadmap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await menu.getByRole('link', { name: 'Find an implementer' }).click();
  await expect(page.getByRole('heading', { name: 'A free 90-minute meeting' })).toBeVisible();
  await expect(page.getByRole('link', { name: /directory of EOS Implementers/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  // The help side panel opens 350 px wide; its edge widens it, and the width is kept.
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Help' });
  const edge = help.getByRole('separator', { name: 'Resize the panel' });
  await expect(edge).toHaveAttribute('aria-valuenow', '350');
  const box = await edge.boundingBox();
  if (!box) throw new Error('no panel edge');
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x - 150, box.y + 200, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Number(await edge.getAttribute('aria-valuenow'))).toBeGreaterThan(450);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('Shift+?');
  await expect.poll(async () => Number(await edge.getAttribute('aria-valuenow'))).toBeGreaterThan(450);
});
