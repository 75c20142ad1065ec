import { expect, test } from '@playwright/test';
import { createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';

test('two tabs of one sign-in work in two organisations; a reload keeps each tab’s', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const owner = await registerUser(request, { firstName: 'Tia', lastName: 'Tabs' });
  const first = `First Tab Co ${run}`;
  const second = `Second Tab Co ${run}`;
  await createOrg(request, owner.token, first);
  await createOrg(request, owner.token, second);

  await signInThroughUi(page, owner.email, owner.password);
  const orgButton = (p: typeof page) => p.getByRole('button', { name: /^Organization: / });
  const inOrg = (p: typeof page, name: string) =>
    expect(orgButton(p)).toHaveAccessibleName(new RegExp(`^Organization: ${name}\\.`));
  const startOrg =
    (await orgButton(page).getAttribute('aria-label'))?.match(/^Organization: (.*)\. Switch/)?.[1] ?? '';
  const otherOrg = startOrg === first ? second : first;

  // A second tab of the same browser (same cookie) switches; the first tab stays.
  const tab = await page.context().newPage();
  await tab.goto('/');
  await inOrg(tab, startOrg);
  await orgButton(tab).click();
  await tab.getByRole('menuitem', { name: otherOrg }).click();
  await inOrg(tab, otherOrg);

  await page.reload();
  await inOrg(page, startOrg);
  await tab.reload();
  await inOrg(tab, otherOrg);
  await expect(tab.getByText(`You are in ${otherOrg} as Owner.`)).toBeVisible();
  await expect(page.getByText(`You are in ${startOrg} as Owner.`)).toBeVisible();
});
